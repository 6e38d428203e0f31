import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/platform/sanitize-html.ts';

// Issue 10: the one allow-list sanitiser every content write goes through: no script, no event
// handlers, no javascript: or data: URLs, no style that can load (the browser suite runs the
// OWASP vectors through it end to end: e2e/tests/content-xss.test.ts).
describe('sanitizeHtml', () => {
  it.each([
    ['<p onclick="x()">a</p>', '<p>a</p>'],
    ['<script>alert(1)</script>b', 'b'],
    ['<svg onload=alert(1)>', ''],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img src="https://evil.example/p.gif">', ''],
    ['<img src="//evil.example/p.gif">', ''],
    ['<img src="/assets-cdn/a.png" onerror="alert(1)">', '<img src="/assets-cdn/a.png" />'],
    [
      '<span style="color:#f00;background:url(https://e.example/x)">s</span>',
      '<span style="color:#f00">s</span>',
    ],
    ['<p style="width:expression(alert(1))">x</p>', '<p>x</p>'],
    ['<style>@import "https://e.example/x.css";</style>t', 't'],
    ['<IMG SRC=java\u0000script:alert("XSS")>', ''],
    ['a\u0000b', 'ab'],
  ])('%s -> %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('keeps the formatting operators use, and gives new-window links no opener', () => {
    const html =
      '<p style="text-align:center"><b>Bold</b> <i>i</i> <font color="#0a0">g</font></p>' +
      '<ul><li>one</li></ul><a href="https://ok.example/" target="_blank" rel="opener">ok</a>';
    expect(sanitizeHtml(html)).toBe(
      '<p style="text-align:center"><b>Bold</b> <i>i</i> <font color="#0a0">g</font></p>' +
        '<ul><li>one</li></ul><a href="https://ok.example/" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });
});
