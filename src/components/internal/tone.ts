import type { DefaultTheme } from 'styled-components';

/** The four message tones shared by Alert and Toast. */
export type Tone = 'success' | 'danger' | 'warning' | 'info';

/** Text/icon colour and surface of a tone; each pair reaches 4.5:1 in every theme. */
export function toneColors(theme: DefaultTheme, tone: Tone): { fg: string; bg: string } {
  const c = theme.color;
  switch (tone) {
    case 'success':
      return { fg: c.success, bg: c.successSurface };
    case 'danger':
      return { fg: c.danger, bg: c.dangerSurface };
    case 'warning':
      return { fg: c.warning, bg: c.warningSurface };
    case 'info':
    default:
      return { fg: c.info, bg: c.infoSurface };
  }
}
