import { describe, expect, it } from 'vitest';
import {
  colorModes,
  colorPresetIds,
  colorPresets,
  contrastRatio,
  createTheme,
  mixLayouts,
  themeContrastPairs,
} from '../../../src/theme';

describe('colour presets', () => {
  it('carry docs/behaviour.md, "Constants" primary/secondary pairs exactly', () => {
    expect(colorPresets).toEqual({
      'color-1': { primary: '#4466f2', secondary: '#1ea6ec' },
      'color-2': { primary: '#0288d1', secondary: '#26c6da' },
      'color-3': { primary: '#8e24aa', secondary: '#ff6e40' },
      'color-4': { primary: '#4c2fbf', secondary: '#2e9de4' },
      'color-5': { primary: '#7c4dff', secondary: '#7b1fa2' },
      'color-6': { primary: '#3949ab', secondary: '#4fc3f7' },
    });
  });

  it('lists the six mix layouts', () => {
    expect(mixLayouts).toEqual([
      'light-only',
      'default',
      'dark-body-only',
      'dark-sidebar-body-mix',
      'dark-header-sidebar-mix',
      'dark-only',
    ]);
  });

  for (const preset of colorPresetIds) {
    for (const mode of colorModes) {
      it(`${preset} ${mode}: every promised text pair meets WCAG AA`, () => {
        const theme = createTheme({ preset, mode });
        for (const [name, fg, bg, min] of themeContrastPairs(theme)) {
          expect(contrastRatio(fg, bg), name).toBeGreaterThanOrEqual(min);
        }
      });
    }
  }

  it('custom primary colours are made readable too', () => {
    const theme = createTheme({ primaryColor: '#ffee58' });
    expect(contrastRatio(theme.color.onPrimary, theme.color.primaryFill)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(theme.color.primaryText, theme.color.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('one brand fill and text per preset and mode, shared by buttons and every other fill', () => {
    for (const preset of colorPresetIds) {
      for (const mode of colorModes) {
        const theme = createTheme({ preset, mode });
        expect(theme.button.primary.background).toBe(theme.color.primaryFill);
        expect(theme.button.primary.text).toBe(theme.color.onPrimary);
        // Step markers, connectors and badges stand out from the dark surfaces (1.4.11).
        expect(contrastRatio(theme.color.primaryFill, theme.color.surface)).toBeGreaterThanOrEqual(
          3,
        );
      }
    }
  });

  it('dark mode defaults to the dark-only mix layout, light to light-only', () => {
    expect(createTheme({ mode: 'dark' }).mixLayout).toBe('dark-only');
    expect(createTheme({ mode: 'light' }).mixLayout).toBe('light-only');
  });
});
