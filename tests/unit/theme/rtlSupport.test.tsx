import { render, waitFor } from '@testing-library/react';
import { styled } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../../src/theme';
import { pageCss } from '../css';

// A third party's physical CSS (the data table's, a host's component) inside the kit.
const Physical = styled.div`
  margin-left: 7px;
`;

describe('right-to-left stylesheet mirroring', () => {
  it('leaves a left-to-right theme alone', () => {
    render(
      <ThemeProvider direction="ltr">
        <Physical>ltr</Physical>
      </ThemeProvider>,
    );
    expect(pageCss()).toMatch(/margin-left: 7px/);
  });

  it('mirrors physical CSS once the plugin (fetched on first right-to-left render) is in', async () => {
    render(
      <ThemeProvider direction="rtl">
        <Physical>rtl</Physical>
      </ThemeProvider>,
    );
    await waitFor(() => expect(pageCss()).toMatch(/margin-right: 7px/));
  });
});
