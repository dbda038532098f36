import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled, useTheme } from 'styled-components';
import {
  ThemeProvider,
  colorPresetIds,
  colorPresets,
  contrastRatio,
  type ColorPresetId,
} from '../../src/theme';
import { Alert, Button, Card, ProgressStrip, Switch, TextField } from '../../src/components';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Swatches = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
const Swatch = styled.span<{ $bg: string; $fg: string }>`
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block: ${({ theme }) => theme.space[3]};
`;

const STEPS = [
  { id: 'company', label: 'Company' },
  { id: 'billing', label: 'Billing' },
  { id: 'terms', label: 'Terms' },
];

/** White or near-black, whichever reads better on `background` (the raw preset colours). */
const textOn = (background: string) =>
  contrastRatio('#ffffff', background) >= contrastRatio('#111111', background)
    ? '#ffffff'
    : '#111111';

/** One preset's colours and the components that use them, rendered in that preset. */
function PresetSample({ id }: { id: ColorPresetId }) {
  const theme = useTheme();
  const c = theme.color;
  const b = theme.button.primary;
  return (
    <Card title={id} headingLevel={3}>
      <Swatches>
        <Swatch $bg={c.primary} $fg={textOn(c.primary)}>
          {colorPresets[id].primary}
        </Swatch>
        <Swatch $bg={c.secondary} $fg={textOn(c.secondary)}>
          {colorPresets[id].secondary}
        </Swatch>
        <span>button {contrastRatio(b.text, b.background).toFixed(2)}:1</span>
      </Swatches>
      <ProgressStrip steps={STEPS} current={1} />
      <Row>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="tertiary">Tertiary</Button>
        <Button variant="destructive">Remove</Button>
      </Row>
      <TextField label={`Store name (${id})`} defaultValue="Acme Home Stores" />
      <Row>
        <Switch label={`Allow variants (${id})`} defaultChecked />
      </Row>
      <Alert tone="info">Your Email is Verified.</Alert>
    </Card>
  );
}

/** Every colour scheme applied to the kit's components, in the toolbar's mode and direction. */
function PresetGallery() {
  const current = useTheme();
  return (
    <Grid aria-label="Colour presets">
      {colorPresetIds.map((id) => (
        <li key={id} data-preset={id}>
          <ThemeProvider preset={id} mode={current.mode} direction={current.direction}>
            <PresetSample id={id} />
          </ThemeProvider>
        </li>
      ))}
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
    const canvas = within(canvasElement);
    const presets = canvasElement.querySelectorAll<HTMLElement>('li[data-preset]');
    await expect(presets).toHaveLength(6);
    await expect(presets[0]).toHaveTextContent('#4466f2');
    await expect(presets[0]).toHaveTextContent('#1ea6ec');
    // Each preset's components are rendered in that preset: six primary buttons, six palettes.
    await expect(canvas.getAllByRole('button', { name: 'Primary' })).toHaveLength(6);
  },
};
export const Dark: Story = { parameters: { kit: { mode: 'dark' } } };
export const RightToLeft: Story = { parameters: { kit: { direction: 'rtl' } } };

/**
 * A host's own badge in the brand colour, its text `onPrimary`: on the kit's derived fill
 * (`primaryFill`), as `onPrimary` is meant, or on the brand colour itself (`$raw`).
 */
const BrandBadge = styled.span<{ $raw?: boolean }>`
  background: ${({ theme, $raw }) => ($raw ? theme.color.primary : theme.color.primaryFill)};
  color: ${({ theme }) => theme.color.onPrimary};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
`;

/** A light brand colour (`primaryColor`), a host's badge and the kit's Save in it. */
function BrandSample({ raw = false }: { raw?: boolean }) {
  return (
    <ThemeProvider primaryColor="#ffc107">
      <Row>
        <BrandBadge $raw={raw}>New arrivals</BrandBadge>
        <Button>Save</Button>
      </Row>
    </ThemeProvider>
  );
}

/** Do (docs only): the host's badge takes the kit's derived fill, as the kit's Save does. */
export const DoDerivedFill: Story = {
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <BrandSample />,
};

/** Don't: the light brand colour used raw as the badge's fill, behind `onPrimary` text. */
export const DontRawPrimaryFill: Story = {
  // Docs-only (a don't on its page): literal tags, as Storybook reads them without running the file.
  tags: ['!dev', '!test', '!autodocs'],
  render: () => <BrandSample raw />,
};
