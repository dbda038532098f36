import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Centre = styled.div`
  min-block-size: min(80vh, 40rem);
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
`;

const Card = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  inline-size: min(100%, 34rem);
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  & h1,
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Badge = styled.div<{ $tone: Tone }>`
  display: grid;
  place-items: center;
  inline-size: 4.5rem;
  block-size: 4.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $tone }) => theme.color[$tone]};
  background: ${({ theme, $tone }) => theme.color[`${$tone}Surface` as const]};
  & svg {
    inline-size: 2.25rem;
    block-size: 2.25rem;
  }
`;

/** A row of actions that wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

type Tone = 'danger' | 'info' | 'warning' | 'success';

const PATHS: Record<FullPageIcon, ReactNode> = {
  error: (
    <>
      <path d="M12 3 2 20h20L12 3Z" />
      <path d="M12 10v4M12 17h.01" />
    </>
  ),
  lock: (
    <>
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3M12 15v2" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  wrench: (
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.6-.6-.6-2.6 2.6-2.6Z" />
  ),
  empty: (
    <>
      <path d="M3 13h5l2 3h4l2-3h5" />
      <path d="M5 13 7 5h10l2 8v6H5v-6Z" />
    </>
  ),
};

export type FullPageIcon = 'error' | 'lock' | 'clock' | 'wrench' | 'empty';

/** A page's picture: a line icon in a tinted circle, decorative (the heading says it all). */
export function PageIcon({ icon, tone }: { icon: FullPageIcon; tone: Tone }) {
  return (
    <Badge $tone={tone} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {PATHS[icon]}
      </svg>
    </Badge>
  );
}

export interface FullPageFrameProps {
  icon: FullPageIcon;
  tone: Tone;
  title: string;
  /** The heading's level: 1 alone on the page (full layout), 2 under the chrome's breadcrumb. */
  level?: 1 | 2;
  children: ReactNode;
}

/**
 * The frame of the full-layout pages and of the error page (docs/behaviour.md, "Screens and routes"): a centred
 * card with a picture, a heading and what to do next, readable from a phone up and mirrored in RTL.
 */
export function FullPageFrame({ icon, tone, title, level = 1, children }: FullPageFrameProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Centre>
      <Card aria-labelledby="full-page-title">
        <PageIcon icon={icon} tone={tone} />
        <Heading id="full-page-title">{title}</Heading>
        {children}
      </Card>
    </Centre>
  );
}
