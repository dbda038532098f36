import { styled } from 'styled-components';

export const Zone = styled.div<{ $active: boolean; $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  border: 2px dashed
    ${({ theme, $active, $invalid }) =>
      $active ? theme.color.focusRing : $invalid ? theme.color.danger : theme.color.control};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active, $disabled }) =>
    $active
      ? theme.color.infoSurface
      : $disabled
        ? theme.color.surfaceSunken
        : theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'default')};
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
`;

export const ZoneIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.primaryText};
  font-size: 2rem;
`;

export const Instructions = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const FileName = styled.span`
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

export const FileSize = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Rejected = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.dangerSurface};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.typography.size.sm};

  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[4]};
  }
`;

export const RejectedTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;
