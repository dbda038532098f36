// The inner pages' floor: a minimal React page that fetches the same API calls as the page it
// stands for (their paths in the query string, `?calls=[…]`), all at once, with the signed-in
// record's token from localStorage, and paints what came back: a row per record and a count,
// the marks bench/pages.mjs waits for. What any React page showing that data costs at least.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const calls: string[] = JSON.parse(
  new URLSearchParams(window.location.search).get('calls') ?? '[]',
);
const token = (JSON.parse(window.localStorage.getItem('user') ?? '{}') as { access_token?: string })
  .access_token;

function Data() {
  const [answers, setAnswers] = useState<unknown[] | null>(null);
  useEffect(() => {
    void Promise.all(
      calls.map((call) =>
        fetch(call, { headers: { authorization: `Bearer ${token}`, version: '1.0' } }).then((r) =>
          r.json(),
        ),
      ),
    ).then(setAnswers);
  }, []);
  if (!answers) return <p data-testid="data-skeleton">Loading</p>;
  const rows = answers.flatMap((answer) => (Array.isArray(answer) ? answer : [answer]));
  return (
    <main>
      <p data-count="products">
        <strong>{rows.length}</strong> records
      </p>
      <div role="table">
        {rows.map((row, i) => (
          <div role="row" key={i}>
            {JSON.stringify(row).slice(0, 80)}
          </div>
        ))}
      </div>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Data />
  </StrictMode>,
);
