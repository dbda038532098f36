import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AboutUsStep } from '../../../../src/wizards';
import { renderWithKit } from '../../render';

/*
 * A `.cold` test runs in the isolated `unit-cold` project (vitest.config.ts): it needs a module
 * graph in which the editor's chunk was never loaded. The `unit` project shares one graph per
 * worker, where an earlier file has loaded it and the fallback would never show.
 */

const next = () => screen.getByRole('button', { name: 'Next' });
/** The editor arrives lazily (its own chunk): wait for its text box. */
const editor = () => screen.findByRole('textbox', undefined, { timeout: 10_000 });

describe(
  'AboutUsStep, first render (docs/behaviour.md, "Validation" About Us)',
  { timeout: 20_000 },
  () => {
    it('loads the editor lazily and refuses an empty text', async () => {
      const onSubmit = vi.fn();
      const { user } = renderWithKit(<AboutUsStep onSubmit={onSubmit} />);
      expect(screen.getByText('Loading the editor…')).toBeInTheDocument();
      // The fallback is marked as pending (the visual tests wait it out); the mark leaves with it.
      expect(document.querySelector('[data-kit-pending]')).not.toBeNull();
      await editor();
      expect(document.querySelector('[data-kit-pending]')).toBeNull();
      await user.click(next());
      await waitFor(() =>
        expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
          'About us Text is required',
        ),
      );
      expect(onSubmit).not.toHaveBeenCalled();
    });
  },
);
