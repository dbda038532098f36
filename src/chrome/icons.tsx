import type { SVGProps } from 'react';
import { Icon } from '../components/common/icons';

// The chrome's decorative icons (24×24 strokes that take the text colour, hidden from assistive
// tech: every control that shows one has its own accessible name).

const make = (paths: string[]) =>
  function ChromeIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <Icon {...props}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </Icon>
    );
  };

export const MenuIcon = make(['M3 6h18M3 12h18M3 18h18']);
export const SearchIcon = make(['m21 21-4.3-4.3', 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z']);
export const MaximizeIcon = make([
  'M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M3 16v3a2 2 0 0 0 2 2h3M16 21h3a2 2 0 0 0 2-2v-3',
]);
export const MinimizeIcon = make([
  'M8 3v3a2 2 0 0 1-2 2H3M21 8h-3a2 2 0 0 1-2-2V3M3 16h3a2 2 0 0 1 2 2v3M16 21v-3a2 2 0 0 1 2-2h3',
]);
export const MoreIcon = make(['M12 5h.01M12 12h.01M12 19h.01']);
export const UserIcon = make([
  'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2',
  'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
]);
export const GlobeIcon = make([
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z',
  'M2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20Z',
]);
export const LogOutIcon = make([
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'm16 17 5-5-5-5M21 12H9',
]);
export const StarIcon = make([
  'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z',
]);
export const SettingsIcon = make([
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z',
]);
export const PaletteIcon = make([
  'M12 22a10 10 0 1 1 10-10c0 2.8-2.2 4-4 4h-2a2 2 0 0 0-1.5 3.3A1.6 1.6 0 0 1 12 22Z',
  'M7.5 10.5h.01M10.5 7h.01M15 7.5h.01M17 11h.01',
]);
export const ChevronEndIcon = make(['m9 18 6-6-6-6']);
export const SendIcon = make(['M22 2 11 13', 'M22 2 15 22l-4-9-9-4Z']);
export const CameraIcon = make([
  'M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2Z',
  'M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
]);
export const ExternalIcon = make([
  'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6',
  'M15 3h6v6M10 14 21 3',
]);

/** Icons for a host's menu items (the example's menu uses them). */
export const HomeIcon = make(['m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z', 'M9 22V12h6v10']);
export const FormIcon = make([
  'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z',
  'M14 2v6h6M8 13h8M8 17h8M8 9h2',
]);
export const TableIcon = make(['M3 3h18v18H3Z', 'M3 9h18M3 15h18M9 3v18']);
export const UsersIcon = make([
  'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
]);
export const ShopIcon = make([
  'M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z',
  'M3 6h18M16 10a4 4 0 0 1-8 0',
]);
export const LayersIcon = make(['m12 2 10 5-10 5L2 7Z', 'm2 17 10 5 10-5M2 12l10 5 10-5']);
