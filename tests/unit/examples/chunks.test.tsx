import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromChunk, type Chunk } from '../../../examples/app/src/chunks';

/** A chunk whose module is `{ Page }`; `arrived` says whether it is already here. */
function fakeChunk(arrived: boolean) {
  const module = { Page: () => <p>The page</p> };
  let release!: () => void;
  const load: Chunk<typeof module> = () =>
    new Promise((resolve) => {
      release = () => {
        load.loaded = module;
        resolve(module);
      };
    });
  if (arrived) load.loaded = module;
  return { load, release: () => release() };
}

const fallback = <p>Loading</p>;

describe('fromChunk', () => {
  it('renders a component whose chunk has arrived at once, never its fallback', () => {
    const { load } = fakeChunk(true);
    const Page = fromChunk(load, (m) => m.Page);
    render(
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('loads a chunk that has not arrived, behind the fallback', async () => {
    const chunk = fakeChunk(false);
    const Page = fromChunk(chunk.load, (m) => m.Page);
    render(
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => chunk.release());
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });
});
