/** docs/behaviour.md, "Constants": the six colour schemes, each offered light and dark with the same primary/secondary. */
export const colorPresetIds = [
  'color-1',
  'color-2',
  'color-3',
  'color-4',
  'color-5',
  'color-6',
] as const;
export type ColorPresetId = (typeof colorPresetIds)[number];

export const colorPresets: Record<ColorPresetId, { primary: string; secondary: string }> = {
  'color-1': { primary: '#4466f2', secondary: '#1ea6ec' },
  'color-2': { primary: '#0288d1', secondary: '#26c6da' },
  'color-3': { primary: '#8e24aa', secondary: '#ff6e40' },
  'color-4': { primary: '#4c2fbf', secondary: '#2e9de4' },
  'color-5': { primary: '#7c4dff', secondary: '#7b1fa2' },
  'color-6': { primary: '#3949ab', secondary: '#4fc3f7' },
};

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

/** docs/behaviour.md, "States and transitions": mix layouts; `light` schemes use light-only, `dark` schemes dark-only. */
// Written out as a union (not `(typeof mixLayouts)[number]`) so declarations name it MixLayout:
// an unnamed union prints its members in the order the compiler first met them, which changes
// with the files it checked first and made the API reports differ from build to build.
export type MixLayout =
  | 'light-only'
  | 'default'
  | 'dark-body-only'
  | 'dark-sidebar-body-mix'
  | 'dark-header-sidebar-mix'
  | 'dark-only';
export const mixLayouts = [
  'light-only',
  'default',
  'dark-body-only',
  'dark-sidebar-body-mix',
  'dark-header-sidebar-mix',
  'dark-only',
] as const satisfies readonly MixLayout[];

export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];

/** docs/behaviour.md, "States and transitions": sidebar types and the classes they stand for. */
export const sidebarTypes = {
  default: { type: 'default', body: 'default' },
  compact: { type: 'compact-wrapper', body: 'sidebar-icon' },
  'compact-icon': { type: 'compact-page', body: 'sidebar-hover' },
} as const;
export type SidebarType = keyof typeof sidebarTypes;

export const sidebarSettings = ['default-sidebar', 'border-sidebar', 'iconcolor-sidebar'] as const;
export type SidebarSetting = (typeof sidebarSettings)[number];

export const sidebarBackgrounds = {
  color: [
    'dark-sidebar',
    'light-sidebar',
    'color1-sidebar',
    'color2-sidebar',
    'color3-sidebar',
    'color4-sidebar',
    'color5-sidebar',
  ],
  pattern: [
    'sidebar-pattern1',
    'sidebar-pattern2',
    'sidebar-pattern3',
    'sidebar-pattern4',
    'sidebar-pattern5',
    'sidebar-pattern6',
  ],
  image: [
    'sidebar-img1',
    'sidebar-img2',
    'sidebar-img3',
    'sidebar-img4',
    'sidebar-img5',
    'sidebar-img6',
  ],
} as const;
export type SidebarBackground =
  | (typeof sidebarBackgrounds.color)[number]
  | (typeof sidebarBackgrounds.pattern)[number]
  | (typeof sidebarBackgrounds.image)[number];

/** docs/behaviour.md, "Constants" defaults: ltr, color-1, light-only. */
export const defaultThemeSettings = {
  preset: 'color-1' as ColorPresetId,
  mode: 'light' as ColorMode,
  direction: 'ltr' as Direction,
  mixLayout: 'light-only' as MixLayout,
};

/** The layout version a scheme selection stores (docs/behaviour.md, "States and transitions": light → light, dark → dark-only). */
export function layoutVersionFor(mode: ColorMode): 'light' | 'dark-only' {
  return mode === 'dark' ? 'dark-only' : 'light';
}
