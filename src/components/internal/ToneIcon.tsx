import type { SVGProps } from 'react';
import { DangerIcon, InfoIcon, SuccessIcon, WarningIcon } from '../common/icons';
import type { Tone } from './tone';

/** The icon that goes with a tone, so colour is never the only cue. */
export function ToneIcon({ tone, ...props }: { tone: Tone } & SVGProps<SVGSVGElement>) {
  switch (tone) {
    case 'success':
      return <SuccessIcon {...props} />;
    case 'danger':
      return <DangerIcon {...props} />;
    case 'warning':
      return <WarningIcon {...props} />;
    case 'info':
    default:
      return <InfoIcon {...props} />;
  }
}
