import { styled } from 'styled-components';

export const Thumbnails = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Thumbnail = styled.button`
  display: block;
  inline-size: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
  overflow: hidden;
  cursor: zoom-in;

  img {
    display: block;
    inline-size: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.normal}
      ${({ theme }) => theme.motion.easing};
  }
  &:hover img {
    transform: scale(1.04);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.overlay};
`;

export const Dialog = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: min(64rem, 100%);
  max-block-size: 100%;
  padding: ${({ theme }) => theme.space[4]};
  padding-block-start: ${({ theme }) => theme.space[7]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  min-block-size: 0;

  img {
    display: block;
    max-inline-size: 100%;
    max-block-size: 70vh;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  figcaption {
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Counter = styled.p`
  margin: 0;
  min-inline-size: 4rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** Previous and next; their chevrons point along the reading direction. */
export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: 1.25rem;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

export const CloseButton = styled(NavButton)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[3]};
  inset-inline-end: ${({ theme }) => theme.space[3]};
  inline-size: 2.25rem;
  block-size: 2.25rem;
`;
