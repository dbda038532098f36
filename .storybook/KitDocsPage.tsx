import type { ReactNode } from 'react';
import {
  Canvas,
  Controls,
  Description,
  Heading,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { guidance } from '../stories/docs/guidance';
import type { DoDont, Guidance } from '../stories/docs/guidance/types';

const list = (items: readonly string[]) => (
  <Markdown>{items.map((i) => `- ${i}`).join('\n')}</Markdown>
);

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: '1.5rem',
  marginBlock: '1rem 2rem',
} as const;

/** One side of a pair: the live story, then its verdict and why, ruled green or red. */
function Side({
  verdict,
  text,
  children,
}: {
  verdict: 'Do' | 'Don’t';
  text: string;
  children: ReactNode;
}) {
  const colour = verdict === 'Do' ? '#1b5e20' : '#c62828';
  return (
    <figure style={{ margin: 0 }}>
      {children}
      <figcaption style={{ borderBlockStart: `4px solid ${colour}`, paddingBlockStart: '0.5rem' }}>
        <strong style={{ color: colour }}>{verdict}</strong>
        <Markdown>{text}</Markdown>
      </figcaption>
    </figure>
  );
}

function Pairs({ pairs, stories }: { pairs: readonly DoDont[]; stories: Record<string, unknown> }) {
  return (
    <>
      {pairs.map((pair) => (
        <div key={`${pair.do}-${pair.dont}`} style={grid}>
          <Side verdict="Do" text={pair.doText}>
            <Canvas of={stories[pair.do]} sourceState="none" />
          </Side>
          <Side verdict="Don’t" text={pair.dontText}>
            <Canvas of={stories[pair.dont]} sourceState="none" />
          </Side>
        </div>
      ))}
    </>
  );
}

function GuidanceSections({
  entry,
  stories,
}: {
  entry: Guidance;
  stories: Record<string, unknown>;
}) {
  return (
    <>
      <Heading>When to use</Heading>
      {list(entry.use)}
      <Heading>When not to use</Heading>
      {list(entry.avoid)}
      {entry.pairs?.length ? (
        <>
          <Heading>Do and don’t</Heading>
          <Pairs pairs={entry.pairs} stories={stories} />
        </>
      ) : null}
      <Heading>Content</Heading>
      {list(entry.content)}
      {entry.accessibility ? (
        <>
          <Heading>Keyboard and screen reader</Heading>
          {list(entry.accessibility)}
        </>
      ) : null}
    </>
  );
}

/**
 * Every component's docs page: its title and description, then its guidance
 * (stories/docs/guidance: when to use and not, do/don't drawn by live stories, content,
 * keyboard and screen reader), then the primary story, its props and the other stories.
 */
export function KitDocsPage() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const entry = guidance[preparedMeta.title];
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {entry ? (
        <GuidanceSections
          entry={entry}
          stories={csfFile.moduleExports as Record<string, unknown>}
        />
      ) : null}
      <Heading>Examples</Heading>
      <Primary />
      <Controls />
      <Stories title="States" />
    </>
  );
}
