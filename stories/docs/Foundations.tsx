import type { CSSProperties, ReactNode } from 'react';
import { contrastRatio } from '../../src/theme/color';
import { createTheme } from '../../src/theme/createTheme';
import { colorModes, colorPresetIds, type ColorMode } from '../../src/theme/presets';
import { layout, radii, space, typography } from '../../src/theme/tokens';

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

export { colorModes };
