import type { SVGProps } from 'react';
import { Icon } from '../internal/icons';

export function UploadIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
    </Icon>
  );
}

/** Points left; callers mirror it in RTL so it points to the start of the line. */
