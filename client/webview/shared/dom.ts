/**
 * DOM building for webviews: elements from createElement, text only through text nodes.
 * Nothing here parses HTML, so server-provided text can never become markup.
 */
import type { TextSegment } from '../../src/protocol/pages';

type Child = Node | string | null | undefined | false;

export interface ElementProps {
  readonly className?: string;
  readonly id?: string;
  readonly title?: string;
  readonly role?: string;
  readonly attrs?: Readonly<Record<string, string>>;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: ElementProps = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.id) node.id = props.id;
  if (props.title) node.title = props.title;
  if (props.role) node.setAttribute('role', props.role);
  for (const [name, value] of Object.entries(props.attrs ?? {})) node.setAttribute(name, value);
  append(node, ...children);
  return node;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** Text with its hidden characters shown as marked labels (the label's title names the character). */
export function segments(list: readonly TextSegment[]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const s of list) {
    if ('text' in s) fragment.appendChild(document.createTextNode(s.text));
    else fragment.appendChild(el('span', { className: 'hidden-char', title: s.title }, s.hidden));
  }
  return fragment;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A warning triangle, drawn in the current text colour. */
export function warningIcon(className = 'icon'): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', className);
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('fill', 'currentColor');
  path.setAttribute(
    'd',
    'M7.13 1.5a1 1 0 0 1 1.74 0l6.5 11.5A1 1 0 0 1 14.5 14.5h-13a1 1 0 0 1-.87-1.5zM8 5a.75.75 0 0 0-.75.75v3.5a.75.75 0 0 0 1.5 0v-3.5A.75.75 0 0 0 8 5m0 6.25a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8',
  );
  svg.appendChild(path);
  return svg;
}
