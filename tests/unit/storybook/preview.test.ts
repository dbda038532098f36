import { afterEach, describe, expect, it } from 'vitest';
import { FIXED_NOW, freezeClock } from '../../../.storybook/clock';
import { withoutDataControls, withoutNodeControls } from '../../../.storybook/controls';
import { dobBounds } from '../../../src/kernel/dates';
import { kitModes, noScreenshot, screenModes } from '../../../stories/support/modes';

describe('the stories’ fixed today (.storybook/clock.ts)', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('starts new Date() and Date.now() at the fixed instant and keeps explicit dates', () => {
    restore = freezeClock();
    expect(Math.abs(Date.now() - FIXED_NOW)).toBeLessThan(1_000);
    expect(new Date().getUTCFullYear()).toBe(2025);
    expect(new Date('2000-01-02T00:00:00Z').toISOString()).toBe('2000-01-02T00:00:00.000Z');
    expect(new Date(0).getTime()).toBe(0);
  });

  it('fixes the date-of-birth bounds, which depend on today', () => {
    restore = freezeClock();
    const frozen = dobBounds();
    expect(dobBounds(new Date(FIXED_NOW))).toEqual(frozen);
  });

  it('gives the real clock back', () => {
    freezeClock()();
    expect(new Date().getUTCFullYear()).toBeGreaterThanOrEqual(2026);
  });
});

describe('controls of ReactNode props (.storybook/controls.ts)', () => {
  const enhance = (argTypes: Record<string, object>) =>
    withoutNodeControls({ argTypes } as unknown as Parameters<typeof withoutNodeControls>[0]);

  it('turns off the control of a ReactNode or ReactElement prop and keeps the others', () => {
    const result = enhance({
      title: { name: 'title', table: { type: { summary: 'ReactNode' } } },
      icon: { name: 'icon', type: { name: 'other', value: 'ReactElement' } },
      tone: { name: 'tone', table: { type: { summary: "'info' | 'danger'" } } },
    });
    expect(result.title?.control).toBe(false);
    expect(result.icon?.control).toBe(false);
    expect(result.tone?.control).toBeUndefined();
  });
});

describe('controls of data props (.storybook/controls.ts)', () => {
  const enhance = (argTypes: Record<string, object>) =>
    withoutDataControls({ argTypes } as unknown as Parameters<typeof withoutDataControls>[0]);

  it('turns off the control of a list or map prop and keeps the others', () => {
    const result = enhance({
      provinces: { name: 'provinces', table: { type: { summary: 'readonly Province[]' } } },
      labels: { name: 'labels', table: { type: { summary: 'Record<string, string>' } } },
      label: { name: 'label', table: { type: { summary: 'string' } } },
    });
    expect(result.provinces?.control).toBe(false);
    expect(result.labels?.control).toBe(false);
    expect(result.label?.control).toBeUndefined();
  });
});

describe('the review matrix (stories/support/modes.ts)', () => {
  it('reviews screen-level stories dark and in Arabic right-to-left', () => {
    expect(screenModes.chromatic.modes).toEqual({
      dark: { mode: 'dark', direction: 'ltr', locale: 'en' },
      rtl: { mode: 'light', direction: 'rtl', locale: 'ar' },
    });
    expect(kitModes['light ltr']).toEqual({ mode: 'light', direction: 'ltr', locale: 'en' });
  });

  it('opts a story out of both the local screenshots and Chromatic, with its reason', () => {
    expect(noScreenshot('animates')).toEqual({
      visual: { skip: 'animates' },
      chromatic: { disableSnapshot: true },
    });
  });
});
