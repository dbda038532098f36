// Next → the next step painted, in Chromium, on the memory API (issue 9's performance figure).
// Builds bench/wizard (the company wizard alone, production React), then times, in the page,
// from the Next click to the frame after the new step's heading is in the DOM, back and forth
// between Register Details and Company Information (a read-only summary and a 15-field form).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPage, figureLine } from './page.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, 'wizard');

/* global document, requestAnimationFrame -- timeStep runs in the page. */

/** Times one press of `button` until the heading reads `title` and a frame has painted. */
function timeStep({ button, title }) {
  return new Promise((resolve) => {
    const target = [...document.querySelectorAll('button')].find((b) => b.textContent === button);
    const started = performance.now();
    target.click();
    const check = () => {
      const heading = document.querySelector('h2');
      if (heading && heading.textContent === title) {
        // The next frame is the one that shows it.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
      } else requestAnimationFrame(check);
    };
    check();
  });
}

export async function wizardBench({ chromium, executablePath, env, args, runs = 40 }) {
  const built = await buildPage(root);
  const served = await built.serve();
  const browser = await chromium.launch({ executablePath, env, headless: true, args });
  try {
    const page = await browser.newPage();
    await page.goto(served.url);
    await page.getByRole('heading', { level: 2, name: 'Register Details' }).waitFor();
    const next = [];
    const back = [];
    for (let i = 0; i < runs; i++) {
      next.push(await page.evaluate(timeStep, { button: 'Next', title: 'Company Information' }));
      back.push(await page.evaluate(timeStep, { button: 'Back', title: 'Register Details' }));
    }
    console.log(figureLine('wizard Next → next step painted (memory API)', next));
    console.log(figureLine('wizard Back → previous step painted', back));
  } finally {
    await browser.close();
    await served.close();
    built.remove();
  }
}
