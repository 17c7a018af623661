// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markup, parseInline, parseMarkup } from '../../../src/ui/markup';

/** Our own renderer for How To Play markup: #, ##, ###, **bold**, *italic*, "- " lists; never HTML. */

afterEach(cleanup);

describe('parseMarkup', () => {
  it('reads headings, list lines and paragraphs separated by blank lines', () => {
    const text = [
      '# How To Play',
      'Pick a market and a bet type.',
      'Then enter your number.',
      '',
      '## Bet types',
      '- Single Digit',
      '- Jodi',
      '### Tips',
      'Play responsibly.',
    ].join('\n');
    expect(parseMarkup(text)).toEqual([
      { kind: 'heading', level: 1, text: 'How To Play' },
      { kind: 'paragraph', lines: ['Pick a market and a bet type.', 'Then enter your number.'] },
      { kind: 'heading', level: 2, text: 'Bet types' },
      { kind: 'list', items: ['Single Digit', 'Jodi'] },
      { kind: 'heading', level: 3, text: 'Tips' },
      { kind: 'paragraph', lines: ['Play responsibly.'] },
    ]);
  });

  it('ends a list at a text line and accepts Windows line ends', () => {
    expect(parseMarkup('- one\r\n- two\r\nafter')).toEqual([
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', lines: ['after'] },
    ]);
  });

  it('treats "#" without a space, and four hashes, as text', () => {
    expect(parseMarkup('#hashtag\n#### deep')).toEqual([{ kind: 'paragraph', lines: ['#hashtag', '#### deep'] }]);
  });

  it('gives nothing for empty text', () => {
    expect(parseMarkup('')).toEqual([]);
    expect(parseMarkup('\n\n  \n')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('reads bold and italic runs, italic inside bold too', () => {
    expect(parseInline('Win **big** on *every* day')).toEqual([
      { kind: 'text', text: 'Win ' },
      { kind: 'bold', children: [{ kind: 'text', text: 'big' }] },
      { kind: 'text', text: ' on ' },
      { kind: 'italic', children: [{ kind: 'text', text: 'every' }] },
      { kind: 'text', text: ' day' },
    ]);
    expect(parseInline('**a *b* c**')).toEqual([
      {
        kind: 'bold',
        children: [
          { kind: 'text', text: 'a ' },
          { kind: 'italic', children: [{ kind: 'text', text: 'b' }] },
          { kind: 'text', text: ' c' },
        ],
      },
    ]);
  });

  it('leaves unpaired or empty markers as typed', () => {
    expect(parseInline('2 * 3 = 6')).toEqual([{ kind: 'text', text: '2 * 3 = 6' }]);
    expect(parseInline('**not closed')).toEqual([{ kind: 'text', text: '**not closed' }]);
    expect(parseInline('****')).toEqual([{ kind: 'text', text: '****' }]);
    expect(parseInline('***-**-***')).toEqual([{ kind: 'text', text: '***-**-***' }]);
    expect(parseInline('2 * 3 * 4')).toEqual([{ kind: 'text', text: '2 * 3 * 4' }]);
    expect(parseInline('Result ***-**-*** means **none**')).toEqual([
      { kind: 'text', text: 'Result ***-**-*** means ' },
      { kind: 'bold', children: [{ kind: 'text', text: 'none' }] },
    ]);
  });
});

describe('<Markup>', () => {
  it('renders React elements: headings one level below the page title, lists, bold and italic', () => {
    const { container } = render(
      <Markup text={'# Guide\n## Rates\n### Note\nRead **this** and *that*.\n- first\n- second'} />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Guide');
    expect(container.querySelector('h3')?.textContent).toBe('Rates');
    expect(container.querySelector('h4')?.textContent).toBe('Note');
    expect(container.querySelector('p strong')?.textContent).toBe('this');
    expect(container.querySelector('p em')?.textContent).toBe('that');
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['first', 'second']);
  });

  it('never turns server text into HTML', () => {
    const { container } = render(<Markup text={'<img src=x onerror=alert(1)> **<b>bold</b>**\n- <script>x</script>'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('strong')?.textContent).toBe('<b>bold</b>');
  });
});
