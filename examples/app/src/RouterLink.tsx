import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';

/** The kit's link components take `href`; in the example they are react-router links. */
export function RouterLink({ href = '/', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <Link to={href.replace(/^#/, '')} {...rest} />;
}
