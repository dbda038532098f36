import { preloadedLocales } from '../../../src/i18n/resources/all';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { renderWithKit } from '../render';
import { Modal } from '../../../src/components/Modal';
import { useFocusAfterClose } from '../../../src/components/Modal/focus';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { createTheme } from '../../../src/theme';
import { createI18n } from '../../../src/i18n';
import { I18nextProvider } from 'react-i18next';

function Host({
  onClose,
  staticBackdrop = false,
}: {
  onClose?: () => void;
  staticBackdrop?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add New
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Level2 Category >> Add New"
        footer={<button type="submit">Save</button>}
        closeOnEscape={!staticBackdrop}
        closeOnOutsideClick={!staticBackdrop}
      >
        <label>
          Level2 Category
          <input />
        </label>
        <label>
          Order ID
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithKit(<Modal open={false} onClose={() => {}} title="Brand >> Add New" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, portalled into the kit root', async () => {
    const { user } = renderWithKit(<Host />);
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = screen.getByRole('dialog', { name: 'Level2 Category >> Add New' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('.sfo-portal')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Level2 Category >> Add New' })).toBeInTheDocument();
  });

  it('focuses the first field of the content on open', async () => {
    const { user } = renderWithKit(<Host />);
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    expect(screen.getByRole('textbox', { name: 'Level2 Category' })).toHaveFocus();
  });

  it('focuses the dialog itself when the content has nothing focusable', () => {
    renderWithKit(
      <Modal open onClose={() => {}} title="Notice">
        <p>Saved.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('focuses initialFocusRef when given', () => {
    function WithRef() {
      const ref = useRef<HTMLInputElement>(null);
      return (
        <Modal open onClose={() => {}} title="Brand >> Add New" initialFocusRef={ref}>
          <input aria-label="First" />
          <input aria-label="Brand Name" ref={ref} />
        </Modal>
      );
    }
    renderWithKit(<WithRef />);
    expect(screen.getByRole('textbox', { name: 'Brand Name' })).toHaveFocus();
  });

  it('closes on Escape by default, and only this dialog reacts', async () => {
    const onClose = vi.fn();
    const outer = vi.fn();
    const { user } = renderWithKit(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(e) => e.key === 'Escape' && outer()}>
        <Host onClose={onClose} />
      </div>,
    );
    const opener = screen.getByRole('button', { name: 'Add New' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a press outside by default', async () => {
    const onClose = vi.fn();
    const { user } = renderWithKit(<Host onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    await user.click(screen.getByTestId('sfo-modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a press inside the dialog does not close it', async () => {
    const onClose = vi.fn();
    const { user } = renderWithKit(<Host onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    await user.click(screen.getByRole('heading', { name: 'Level2 Category >> Add New' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with closeOnEscape={false}, Escape nudges instead of closing', async () => {
    const onClose = vi.fn();
    const outer = vi.fn();
    const { user } = renderWithKit(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(e) => e.key === 'Escape' && outer()}>
        <Host onClose={onClose} staticBackdrop />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(outer).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(document.querySelector('[data-nudging]')).not.toBeNull();
  });

  it('asks a closeOnEscape function at each Escape', async () => {
    const onClose = vi.fn();
    let typed = true;
    const { user } = renderWithKit(
      <Modal open onClose={onClose} title="Brand >> Add New" closeOnEscape={() => !typed}>
        <input aria-label="Brand Name" />
      </Modal>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(document.querySelector('[data-nudging]')).not.toBeNull();
    typed = false;
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with closeOnOutsideClick={false}, a press outside keeps it open and focus inside', async () => {
    const onClose = vi.fn();
    const { user } = renderWithKit(<Host onClose={onClose} staticBackdrop />);
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    await user.click(screen.getByTestId('sfo-modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Level2 Category' })).toHaveFocus();
  });

  it('closes with its cross button and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user } = renderWithKit(<Host onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Add New' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderWithKit(<Host />);
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab(); // Order ID
    await user.tab(); // Save
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('locks the page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    const { user } = renderWithKit(<Host />);
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('shows the footer and description, and translates the close label', () => {
    renderWithKit(
      <Modal
        open
        onClose={() => {}}
        title="ब्रांड"
        description="नया ब्रांड"
        footer={<button type="button">सहेजें</button>}
      >
        content
      </Modal>,
      { locale: 'hi' },
    );
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('नया ब्रांड');
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
  });

  it('makes a body that overflows with nothing focusable a focusable region named by the title', () => {
    const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    try {
      const { unmount } = renderWithKit(
        <Modal open onClose={() => {}} title="Terms">
          <p>Long terms</p>
        </Modal>,
      );
      const region = screen.getByRole('region', { name: 'Terms' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toHaveTextContent('Long terms');
      unmount();
      // With a field in it, the field is where the keyboard goes: no extra tab stop.
      renderWithKit(
        <Modal open onClose={() => {}} title="Form">
          <input aria-label="Name" />
        </Modal>,
      );
      expect(screen.queryByRole('region')).toBeNull();
    } finally {
      height.mockRestore();
      client.mockRestore();
    }
  });

  it('falls back to document.body, carrying the kit root class and direction', () => {
    const i18n = createI18n({ lng: 'ar', preloaded: preloadedLocales });
    render(
      <I18nextProvider i18n={i18n}>
        <StyledThemeProvider theme={createTheme({ direction: 'rtl' })}>
          <Modal open onClose={() => {}} title="عنوان" />
        </StyledThemeProvider>
      </I18nextProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'عنوان' });
    const layer = dialog.closest('.sfo-root');
    expect(layer?.parentElement).toBe(document.body);
    expect(layer).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});

/**
 * A row whose Remove opens a dialog; Remove in it closes the dialog, and the row goes later, when
 * the test calls the remover handed to `onRemoving` (as a server's answer would).
 */
function RemovableRow({ onRemoving }: { onRemoving: (remove: () => void) => void }) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useFocusAfterClose(headingRef);
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        Collections
      </h2>
      {gone ? null : (
        <button type="button" onClick={() => setOpen(true)}>
          Remove Festive Picks
        </button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title="Remove">
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            focusHeading();
            onRemoving(() => setGone(true));
          }}
        >
          Remove
        </button>
      </Modal>
    </>
  );
}

describe('useFocusAfterClose', () => {
  it('focuses its target after the closing dialog gave focus back to its opener, and keeps it when the opener goes', async () => {
    let removeRow = () => {};
    const { user } = renderWithKit(<RemovableRow onRemoving={(remove) => (removeRow = remove)} />);
    await user.click(screen.getByRole('button', { name: 'Remove Festive Picks' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // The dialog's cleanup focused the opener (still there) first; the heading won.
    expect(screen.getByRole('heading', { name: 'Collections' })).toHaveFocus();
    act(() => removeRow());
    expect(screen.queryByRole('button', { name: 'Remove Festive Picks' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Collections' })).toHaveFocus();
  });
});
