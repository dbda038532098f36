import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled, useTheme } from 'styled-components';
import { colorPresetIds, colorPresets, contrastRatio, createTheme } from '../../src/theme';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  padding: 0;
`;
const Swatch = styled.li<{ $bg: string; $fg: string }>`
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[4]};
  margin-inline-start: ${({ theme }) => theme.space[1]};
`;

/** Every colour scheme's primary fill with the text colour the theme picks for it. */
function PresetGallery() {
  const current = useTheme();
  return (
    <Grid aria-label="Colour presets">
      {colorPresetIds.map((id) => {
        const t = createTheme({ preset: id, mode: current.mode });
        return (
          <Swatch key={id} $bg={t.color.primary} $fg={t.color.onPrimary} data-preset={id}>
            <strong>{id}</strong>
            <div>
              {colorPresets[id].primary} / {colorPresets[id].secondary}
            </div>
            <div>contrast {contrastRatio(t.color.onPrimary, t.color.primary).toFixed(2)}:1</div>
          </Swatch>
        );
      })}
    </Grid>
  );
}

const meta = {
  title: 'Theme/Presets',
  component: PresetGallery,
} satisfies Meta<typeof PresetGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent('#4466f2 / #1ea6ec');
  },
};
export const Dark: Story = { parameters: { kit: { mode: 'dark' } } };
export const RightToLeft: Story = { parameters: { kit: { direction: 'rtl' } } };
