import { createElement, type ReactNode } from 'react';
import styles from './markup.module.css';

/**
 * Our own renderer for the small markup of server texts (How To Play): `#`, `##`, `###` headings,
 * `**bold**`, `*italic*` and `- ` list lines; blank lines separate paragraphs. It builds React elements from text
 * only, so nothing the server sends can become HTML (never dangerouslySetInnerHTML).
 */

export type MarkupBlock =
  | { readonly kind: 'heading'; readonly level: 1 | 2 | 3; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'paragraph'; readonly lines: readonly string[] };

export type InlineNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'bold'; readonly children: readonly InlineNode[] }
  | { readonly kind: 'italic'; readonly children: readonly InlineNode[] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const LIST_ITEM = /^-\s+(.*)$/;

/** Splits markup text into blocks. */
export function parseMarkup(text: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]!.trim() });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      if (paragraph.length > 0) flush();
      list.push(item[1]!.trim());
      continue;
    }
    if (list.length > 0) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Finds the closing marker of an emphasis that opens at `from` (not immediately after it); -1 if none. */
function closingIndex(text: string, marker: '**' | '*', from: number): number {
  let index = text.indexOf(marker, from + 1);
  while (index !== -1) {
    const isDoubleStar = text.startsWith('**', index);
    if (marker === '**' || !isDoubleStar) return index;
    // A single-star emphasis skips over a bold marker inside it.
    const boldEnd = text.indexOf('**', index + 2);
    index = boldEnd === -1 ? -1 : text.indexOf(marker, boldEnd + 2);
  }
  return -1;
}

/**
 * Emphasised text has a letter or digit and no space at its edges, so that "2 * 3 * 4" and the result
 * placeholder "***-**-***" stay as typed.
 */
function isEmphasis(inner: string): boolean {
  return inner.trim() === inner && /[\p{L}\p{N}]/u.test(inner);
}

/** Splits a line into text, bold and italic runs. Unpaired asterisks stay as typed. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let plain = '';
  let i = 0;
  const pushPlain = () => {
    if (plain !== '') nodes.push({ kind: 'text', text: plain });
    plain = '';
  };
  while (i < text.length) {
    if (text.startsWith('**', i)) {
      const end = closingIndex(text, '**', i + 1);
      if (end > i + 2 && isEmphasis(text.slice(i + 2, end))) {
        pushPlain();
        nodes.push({ kind: 'bold', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    } else if (text[i] === '*') {
      const end = closingIndex(text, '*', i);
      if (end > i + 1 && isEmphasis(text.slice(i + 1, end))) {
        pushPlain();
        nodes.push({ kind: 'italic', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    plain += text[i];
    i += 1;
  }
  pushPlain();
  return nodes;
}

function renderInline(nodes: readonly InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text;
    const tag = node.kind === 'bold' ? 'strong' : 'em';
    return createElement(tag, { key: index }, ...renderInline(node.children));
  });
}

interface MarkupProps {
  text: string;
  /** Level of the page's own title: `#` renders one below it (default 1, so `#` is an h2). */
  headingBase?: 1 | 2 | 3;
}

export function Markup({ text, headingBase = 1 }: MarkupProps) {
  const blocks = parseMarkup(text);
  return (
    <div className={styles.markup}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return createElement(
              `h${Math.min(6, block.level + headingBase)}`,
              { key: index, className: styles[`heading${block.level}`] },
              ...renderInline(parseInline(block.text)),
            );
          case 'list':
            return (
              <ul key={index} className={styles.list}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{renderInline(parseInline(item))}</li>
                ))}
              </ul>
            );
          case 'paragraph':
            return (
              <p key={index} className={styles.paragraph}>
                {renderInline(parseInline(block.lines.join(' ')))}
              </p>
            );
        }
      })}
    </div>
  );
}
