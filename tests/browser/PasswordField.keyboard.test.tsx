import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { RegisterForm } from '../../src/account';
import { renderWithKit } from '../unit/render';

afterEach(() => cleanup());

describe('show-password toggles by keyboard (Chromium)', () => {
  it('Create Account: each toggle is named for its field and shows only that field', async () => {
    renderWithKit(<RegisterForm onSubmit={() => {}} />);
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    const confirm = screen.getByLabelText(/^Confirm Password/, { selector: 'input' });
    // Tab from each field lands on its own toggle; the names tell the two apart.
    password.focus();
    await userEvent.keyboard('{Tab}');
    const first = document.activeElement as HTMLElement;
    expect(first).toHaveAccessibleName('Show Password');
    confirm.focus();
    await userEvent.keyboard('{Tab}');
    const second = document.activeElement as HTMLElement;
    expect(second).toHaveAccessibleName('Show Confirm Password');
    await userEvent.keyboard(' ');
    expect(confirm).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');
    expect(second).toHaveAttribute('aria-pressed', 'true');
  });
});
