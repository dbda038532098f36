import type { CSSProperties, ReactNode } from 'react';
import { contrastRatio } from '../../src/theme/color';
import { createTheme } from '../../src/theme/createTheme';
import { colorModes, colorPresetIds, type ColorMode } from '../../src/theme/presets';
import type { SVGProps } from 'react';
import { layout, motion, radii, shadows, space, typography, zIndex } from '../../src/theme/tokens';
import * as kitIcons from '../../src/components/common/icons';
import * as chromeIcons from '../../src/chrome/icons';

/**
 * The foundations pages' tables, computed from the theme itself (src/theme): what a designer
 * reads here is what the components use, in every preset and mode.
 */

const cell: CSSProperties = { padding: '6px 10px', borderBottom: '1px solid #d5d9e2' };
const head: CSSProperties = { ...cell, textAlign: 'start', fontWeight: 600 };
const mono: CSSProperties = { fontFamily: typography.mono, fontSize: 12 };

function Table({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '12px 0 24px' }}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} style={head} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Chip({ fill, text, label }: { fill: string; text?: string; label: string }) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '4px 10px',
        borderRadius: 6,
        background: fill,
        color: text ?? '#000',
        border: '1px solid rgba(128,128,128,0.4)',
        ...mono,
      }}
    >
      {label}
    </span>
  );
}

const ratio = (a: string, b: string) => `${contrastRatio(a, b).toFixed(2)}:1`;

/** The colour tokens of every preset in one mode: the brand fill and the text on it, and more. */
export function PresetTokens({ mode }: { mode: ColorMode }) {
  return (
    <Table
      columns={[
        'Preset',
        'primary (identity)',
        'primaryFill + onPrimary',
        'fill on surface',
        'primaryText',
        'focusRing',
        'surface / page',
      ]}
    >
      {colorPresetIds.map((preset) => {
        const { color } = createTheme({ preset, mode });
        return (
          <tr key={preset}>
            <th scope="row" style={head}>
              {preset}
            </th>
            <td style={cell}>
              <Chip fill={color.primary} text={color.onPrimary} label={color.primary} />
            </td>
            <td style={cell}>
              <Chip
                fill={color.primaryFill}
                text={color.onPrimary}
                label={`${color.primaryFill} · ${ratio(color.onPrimary, color.primaryFill)}`}
              />
            </td>
            <td style={{ ...cell, ...mono }}>{ratio(color.primaryFill, color.surface)}</td>
            <td style={cell}>
              <Chip fill={color.surface} text={color.primaryText} label={color.primaryText} />
            </td>
            <td style={cell}>
              <span
                style={{
                  ...mono,
                  display: 'inline-block',
                  padding: '4px 10px',
                  background: color.surface,
                  color: color.text,
                  outline: `2px solid ${color.focusRing}`,
                  outlineOffset: 2,
                  borderRadius: 4,
                }}
              >
                {color.focusRing}
              </span>
            </td>
            <td style={cell}>
              <Chip fill={color.surface} text={color.text} label={color.surface} />{' '}
              <Chip fill={color.page} text={color.text} label={color.page} />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The status tones of one mode (the same in every preset). */
export function ToneTokens({ mode }: { mode: ColorMode }) {
  const { color } = createTheme({ mode });
  const tones = ['danger', 'success', 'warning', 'info'] as const;
  return (
    <Table columns={['Tone', 'Text on its surface', 'Contrast']}>
      {tones.map((tone) => (
        <tr key={tone}>
          <th scope="row" style={head}>
            {tone}
          </th>
          <td style={cell}>
            <Chip
              fill={color[`${tone}Surface`]}
              text={color[tone]}
              label={`${color[tone]} on ${color[`${tone}Surface`]}`}
            />
          </td>
          <td style={{ ...cell, ...mono }}>{ratio(color[tone], color[`${tone}Surface`])}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Where each size of the type scale is used. */
const typeRoles: Record<keyof typeof typography.size, string> = {
  xxl: 'Display (thank-you and error pages)',
  xl: 'Page title: the wizard step, the account card (weight 500)',
  lg: 'Section title: form sections, modal and card titles (weight 500)',
  md: 'Body, field values, buttons, rich text',
  sm: 'Field labels (500), hints, table cells, step labels',
  xs: 'Captions, badges, field counters',
};

export function TypeScale() {
  return (
    <Table columns={['Token', 'Size', 'Sample', 'Use']}>
      {(Object.keys(typography.size) as Array<keyof typeof typography.size>)
        .slice()
        .reverse()
        .map((key) => (
          <tr key={key}>
            <th scope="row" style={head}>
              {key}
            </th>
            <td style={{ ...cell, ...mono }}>
              {typography.size[key]} ({parseFloat(typography.size[key]) * 16}px)
            </td>
            <td style={{ ...cell, fontFamily: typography.family, fontSize: typography.size[key] }}>
              Company Information
            </td>
            <td style={cell}>{typeRoles[key]}</td>
          </tr>
        ))}
    </Table>
  );
}

export function Spacing() {
  return (
    <Table columns={['Token', 'Size', '']}>
      {Object.entries(space).map(([key, value]) => (
        <tr key={key}>
          <th scope="row" style={head}>
            space[{key}]
          </th>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={cell}>
            <span
              style={{ display: 'inline-block', width: value, height: 12, background: '#4466f2' }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function Radii() {
  return (
    <Table columns={['Token', 'Radius', 'Use']}>
      {Object.entries(radii).map(([key, value]) => (
        <tr key={key}>
          <th scope="row" style={head}>
            {key}
          </th>
          <td style={{ ...mono, ...cell }}>{value}</td>
          <td style={cell}>
            {
              {
                sm: 'Controls: fields, buttons, alerts, step buttons, focus rings',
                md: 'Containers: cards, tables, menus, toasts, drop zones, the customizer',
                lg: 'Overlays: modals, the lightbox, the account card, chat',
                pill: 'Badges, switches, avatars, the header search',
              }[key]
            }
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The content widths (`theme.layout`), in rem and in px at the default 16 px root size. */
export function Widths() {
  return (
    <Table columns={['Token', 'Width', 'At 16 px', 'Use']}>
      {Object.entries(layout).map(([key, value]) => (
        <tr key={key}>
          <th scope="row" style={head}>
            layout.{key}
          </th>
          <td style={{ ...mono, ...cell }}>{value}</td>
          <td style={{ ...mono, ...cell }}>{parseFloat(value) * 16} px</td>
          <td style={cell}>
            {
              {
                form: "The most a wizard's form step takes (its fields, the error summary, the button row); tables and catalog steps may be wider",
              }[key]
            }
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Where each shadow is used: the higher a surface floats, the deeper its shadow. */
const shadowRoles: Record<keyof typeof shadows, string> = {
  sm: 'Resting surfaces: cards, the side menu',
  md: 'What opens over the page from a control: menus, search results, toasts, flyouts',
  lg: 'What takes the page: modals, the friend list, the lightbox',
};

export function Elevation() {
  return (
    <Table columns={['Token', 'Shadow', 'Sample', 'Use']}>
      {(Object.keys(shadows) as Array<keyof typeof shadows>).map((key) => (
        <tr key={key}>
          <th scope="row" style={head}>
            shadows.{key}
          </th>
          <td style={{ ...mono, ...cell }}>{shadows[key]}</td>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                width: 72,
                height: 40,
                borderRadius: 8,
                background: '#ffffff',
                boxShadow: shadows[key],
              }}
            />
          </td>
          <td style={cell}>{shadowRoles[key]}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The stacking order (`zIndex`): what may cover what. */
export function Layers() {
  return (
    <Table columns={['Layer', 'z-index']}>
      {Object.entries(zIndex).map(([key, value]) => (
        <tr key={key}>
          <th scope="row" style={head}>
            {key}
          </th>
          <td style={{ ...mono, ...cell }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

type IconSet = Record<string, unknown>;
const isIcon = (
  name: string,
  value: unknown,
): value is (props: SVGProps<SVGSVGElement>) => ReactNode =>
  /Icon$/.test(name) && typeof value === 'function';

/** Every icon the kit ships, drawn at 24 px in the text colour, with its name. */
export function Icons({ set }: { set: 'kit' | 'chrome' }) {
  const icons = Object.entries((set === 'kit' ? kitIcons : chromeIcons) as IconSet).filter(
    ([name, value]) => name !== 'Icon' && isIcon(name, value),
  ) as Array<[string, (props: SVGProps<SVGSVGElement>) => ReactNode]>;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 12,
        margin: '12px 0 24px',
      }}
    >
      {icons.map(([name, Glyph]) => (
        <figure key={name} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 6 }}>
          <span style={{ fontSize: 24, lineHeight: 0 }}>
            <Glyph />
          </span>
          <figcaption style={{ ...mono }}>{name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Where each duration is used; every one is cut short for readers who ask for reduced motion. */
const motionRoles: Record<string, string> = {
  fast: 'A control answering: hover fills, a chevron turning, a field’s border',
  normal: 'A panel moving: the side menu, the friend list sliding in',
  slow: 'A page arriving: the routed page fading in',
  easing: 'Every movement: quick to start, gentle to land',
};

export function Motion() {
  return (
    <Table columns={['Token', 'Value', 'Use']}>
      {Object.entries(motion).map(([key, value]) => (
        <tr key={key}>
          <th scope="row" style={head}>
            motion.{key}
          </th>
          <td style={{ ...mono, ...cell }}>{value}</td>
          <td style={cell}>{motionRoles[key]}</td>
        </tr>
      ))}
    </Table>
  );
}

export { colorModes };
