import { describe, expect, it } from 'vitest';
import {
  deserializeRichText,
  serializeRichText,
  type RichTextValue,
} from '../../../src/components/RichTextEditor';
import { sanitizeRichTextHtml } from '../../../src/components/RichText';

const roundTrip = (html: string) => serializeRichText(deserializeRichText(html));

describe('serializeRichText', () => {
  it('writes every block, mark, font and link the editor has', () => {
    const doc: RichTextValue = [
      { type: 'heading-one', children: [{ text: 'About us' }] },
      { type: 'heading-two', children: [{ text: 'Who' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'We are ' },
          { text: 'bold', bold: true },
          { text: ', ' },
          { text: 'all', bold: true, italic: true, underline: true },
          { text: ' and ' },
          { text: 'serif', font: 'Times New Roman' },
          { text: ' — ' },
          { type: 'link', url: 'https://acme.example/?a=1&b=2', children: [{ text: 'site' }] },
          { text: '' },
        ],
      },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'one' }] },
          { type: 'list-item', children: [{ text: 'two' }] },
        ],
      },
      { type: 'numbered-list', children: [{ type: 'list-item', children: [{ text: 'first' }] }] },
    ];
    expect(serializeRichText(doc)).toBe(
      '<h1>About us</h1><h2>Who</h2>' +
        '<p>We are <strong>bold</strong>, <strong><em><u>all</u></em></strong> and ' +
        `<span style="font-family: &#39;Times New Roman&#39;, Times, serif">serif</span> — ` +
        '<a href="https://acme.example/?a=1&amp;b=2" rel="noopener noreferrer">site</a></p>' +
        '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>',
    );
  });

  it('escapes text, so typed markup stays text', () => {
    const doc: RichTextValue = [
      {
        type: 'paragraph',
        children: [{ text: `<script>alert("x")</script> & 'q' <img src=x onerror=alert(1)>` }],
      },
    ];
    expect(serializeRichText(doc)).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39; &lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('drops the link but keeps the text for javascript:, data: and relative addresses', () => {
    const link = (url: string): RichTextValue => [
      { type: 'paragraph', children: [{ type: 'link', url, children: [{ text: 'go' }] }] },
    ];
    expect(serializeRichText(link('javascript:alert(1)'))).toBe('<p>go</p>');
    expect(serializeRichText(link(' JaVaScRiPt:alert(1)'))).toBe('<p>go</p>');
    expect(serializeRichText(link('data:text/html,<b>x</b>'))).toBe('<p>go</p>');
    expect(serializeRichText(link('/relative'))).toBe('<p>go</p>');
    expect(serializeRichText(link('mailto:hi@acme.example'))).toBe(
      '<p><a href="mailto:hi@acme.example" rel="noopener noreferrer">go</a></p>',
    );
  });

  it('turns line breaks into <br> and an empty document into the empty string', () => {
    const doc = (text: string): RichTextValue => [{ type: 'paragraph', children: [{ text }] }];
    expect(serializeRichText(doc('a\nb'))).toBe('<p>a<br>b</p>');
    expect(serializeRichText(doc(''))).toBe('');
    expect(serializeRichText([])).toBe('');
  });
});

describe('deserializeRichText', () => {
  it('reads what the serializer writes (round trip is stable)', () => {
    const html =
      '<h1>Title</h1><p>Plain <strong>bold</strong> <em>it</em> <u>under</u> ' +
      '<span style="font-family: Calibri, Carlito, sans-serif">cal</span> ' +
      '<a href="https://acme.example/" rel="noopener noreferrer">link</a></p>' +
      '<ul><li>a</li></ul><ol><li>b</li></ol><h2>Sub</h2><p>x<br>y</p>';
    expect(roundTrip(html)).toBe(html);
    expect(roundTrip(roundTrip(html))).toBe(html);
  });

  it('reads legacy markup: b/i, quoted fonts, loose text and unknown tags', () => {
    expect(deserializeRichText('<b>B</b> and <i>I</i>')).toEqual([
      {
        type: 'paragraph',
        children: [{ text: 'B', bold: true }, { text: ' and ' }, { text: 'I', italic: true }],
      },
    ]);
    expect(roundTrip(`<span style="font-family:'comic sans ms'">c</span>`)).toBe(
      `<p><span style="font-family: &#39;Comic Sans MS&#39;, &#39;Comic Neue&#39;, cursive">c</span></p>`,
    );
    expect(roundTrip('<div><h3>Old</h3><table><tr><td>cell</td></tr></table></div>')).toBe(
      '<p>Oldcell</p>',
    );
  });

  it('returns one empty paragraph for empty input', () => {
    expect(deserializeRichText('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(deserializeRichText('   ')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
  });

  it.each([
    ['a script element', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an onerror image', '<p>a<img src=x onerror="alert(1)">b</p>', '<p>ab</p>'],
    ['an onclick attribute', '<p onclick="alert(1)">a</p>', '<p>a</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">x</a></p>', '<p>x</p>'],
    ['an encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<p>x</p>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<p>x</p>'],
    ['an svg with script', '<svg><script>alert(1)</script><text>t</text></svg>', ''],
    [
      'a style with url()',
      '<span style="background:url(javascript:alert(1))">s</span>',
      '<p>s</p>',
    ],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
  ])('never lets %s survive a round trip', (_, html, expected) => {
    const out = roundTrip(html);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/script|onerror|onclick|javascript:|data:|iframe|url\(/i);
  });
});

describe('sanitizeRichTextHtml', () => {
  it('keeps the editor’s markup and adds rel to links', () => {
    expect(sanitizeRichTextHtml('<p><a href="https://a.example">a</a></p>')).toBe(
      '<p><a href="https://a.example" rel="noopener noreferrer">a</a></p>',
    );
    expect(
      sanitizeRichTextHtml('<a href="https://a.example" rel="opener" target="_blank">a</a>'),
    ).toBe('<a href="https://a.example" rel="noopener noreferrer">a</a>');
  });

  it('drops images entirely, data: sources included (rich text carries no images)', () => {
    expect(
      sanitizeRichTextHtml('<p>x<img src="data:image/png;base64,iVBORw0KGgo=" alt="i"></p>'),
    ).toBe('<p>x</p>');
  });

  it('keeps only a kit font in style, and only on span', () => {
    expect(sanitizeRichTextHtml('<span style="font-family: Arial; color: red">a</span>')).toBe(
      '<span>a</span>',
    );
    expect(sanitizeRichTextHtml('<span style="font-family: Papyrus">a</span>')).toBe(
      '<span>a</span>',
    );
    expect(sanitizeRichTextHtml('<p style="font-family: Arial">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichTextHtml('<span style="font-family: arial">a</span>')).toBe(
      '<span style="font-family: Arial, Helvetica, sans-serif">a</span>',
    );
  });

  it('strips ids, classes, data and aria attributes', () => {
    expect(
      sanitizeRichTextHtml('<p id="x" class="y" data-z="1" aria-label="l" title="t">a</p>'),
    ).toBe('<p>a</p>');
  });
});
