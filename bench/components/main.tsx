// Two heavy cases of the kit's primitives, production build, for `npm run bench`
// (bench/components.mjs): `?case=table` is a DataTable over 10,000 rows with its search box,
// `?case=editor` the rich-text editor holding a 5,000-word document. Nothing else on the page.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable, type DataTableColumn } from '../../src/components/data-table';
import { RichTextEditor } from '../../src/components/rich-text';
import { ThemeProvider } from '../../src/theme';
import { BackofficeProvider } from '../../src/api/BackofficeProvider';
import { createMemoryApi } from '../../src/testing';

interface Row {
  id: number;
  name: string;
  description: string;
  order: number;
}

const WORDS = ['steel', 'copper', 'kettle', 'pan', 'wok', 'ladle', 'tawa', 'cooker', 'lid', 'jar'];

/** 10,000 catalog-like rows: distinct names, descriptions a search can match or miss. */
const rows: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  name: `${WORDS[i % 10]} ${WORDS[(i * 7) % 10]} ${i + 1}`,
  description: `${WORDS[(i * 3) % 10]} range, batch ${Math.floor(i / 100)}`,
  order: i + 1,
}));
const columns: DataTableColumn<Row>[] = [
  { id: 'name', name: 'Category', selector: (row) => row.name, sortable: true },
  { id: 'description', name: 'Description', selector: (row) => row.description },
  { id: 'order', name: 'Order Id', selector: (row) => row.order, sortable: true },
];

/** A 5,000-word document: 250 paragraphs of 20 words. */
const document5000 = Array.from(
  { length: 250 },
  (_, p) => `<p>${Array.from({ length: 20 }, (_, w) => WORDS[(p * 20 + w) % 10]).join(' ')}</p>`,
).join('');

/** What bench/components.mjs reads: milliseconds per measured interaction. */
const timings = {
  /** Keydown in the search box or the editor → the frame after the DOM changed. */
  keys: [] as number[],
  /** The search term applied (after the 200 ms debounce) → the frame after the rows changed. */
  search: [] as number[],
};
declare global {
  interface Window {
    __bench: typeof timings;
  }
}
window.__bench = timings;

/** Calls `done` with the time from `start` to the frame painted after `target`'s next change. */
function afterNextChange(target: Node, start: number, done: (ms: number) => void) {
  const observer = new MutationObserver(() => {
    observer.disconnect();
    afterFrame(start, done);
  });
  observer.observe(target, { subtree: true, childList: true, characterData: true });
}

// Every keystroke: from the event's own time stamp to the frame that shows its effect (the
// search box's new value; the editor's changed text).
const afterFrame = (start: number, done: (ms: number) => void) =>
  requestAnimationFrame(() => setTimeout(() => done(performance.now() - start)));
document.addEventListener(
  'keydown',
  (event) => {
    if (event.key.length !== 1 || !(event.target instanceof HTMLElement)) return;
    const record = (ms: number) => timings.keys.push(ms);
    const editor = event.target.closest('[data-slate-editor]');
    if (editor) afterNextChange(editor, event.timeStamp, record);
    else if (event.target instanceof HTMLInputElement) {
      event.target.addEventListener('input', () => afterFrame(event.timeStamp, record), {
        once: true,
      });
    }
  },
  true,
);

function Table() {
  return (
    <DataTable
      title="Level1 Category"
      columns={columns}
      data={rows}
      onSearchChange={() => {
        const table = document.querySelector('[role="table"]')?.parentElement;
        if (table) afterNextChange(table, performance.now(), (ms) => timings.search.push(ms));
      }}
    />
  );
}

function Editor() {
  const [html, setHtml] = useState(document5000);
  return <RichTextEditor label="About Us" value={html} onChange={setHtml} height={400} />;
}

const which = new URLSearchParams(window.location.search).get('case');
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BackofficeProvider api={createMemoryApi(undefined, { tenant: 'acme' })} tenant="acme">
      <ThemeProvider>{which === 'editor' ? <Editor /> : <Table />}</ThemeProvider>
    </BackofficeProvider>,
  );
}
