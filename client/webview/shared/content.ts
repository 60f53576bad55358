/**
 * MCP content blocks as DOM (tool results, resource contents, prompt messages). Every string a server sent goes
 * in as text; media only as the data: URIs the extension built and checked (image/* and audio/* only).
 */
import type { ContentAnnotationsView, ContentView } from '../../src/protocol/runnerViews';
import { el } from './dom';
import { loadMarkdownPreview } from './markdown';

export interface BlockActions {
  /** Opens the block's text in an editor tab. */
  open?(index: number): void;
  /** Saves the block's bytes to a file. */
  save?(index: number): void;
  /** Reads the resource a link points to. */
  readLink?(uri: string): void;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

function annotationChips(a: ContentAnnotationsView | undefined): HTMLElement[] {
  if (!a) return [];
  const chips: HTMLElement[] = [];
  if (a.audience) {
    chips.push(
      el(
        'span',
        { className: 'chip', title: 'annotations.audience: who the block is meant for' },
        `for ${a.audience.length ? a.audience.join(' & ') : 'no one'}`,
      ),
    );
  }
  if (a.priority !== undefined) {
    chips.push(
      el(
        'span',
        { className: 'chip', title: 'annotations.priority: 1 is most important, 0 entirely optional' },
        `priority ${a.priority}`,
      ),
    );
  }
  if (a.odd) {
    chips.push(
      el('span', { className: 'chip chip-warn', title: 'Values the spec does not allow, as sent' }, `odd: ${a.odd}`),
    );
  }
  return chips;
}

function button(text: string, onClick: () => void, label?: string): HTMLButtonElement {
  const b = el(
    'button',
    { className: 'link-button', attrs: { type: 'button', ...(label ? { 'aria-label': label } : {}) } },
    text,
  );
  b.addEventListener('click', onClick);
  return b;
}

/** One block with its head (type, annotations, actions). */
export function renderBlock(view: ContentView, index: number, actions: BlockActions): HTMLElement {
  const lowest = view.annotations?.lowest ? ' block-lowest' : '';
  const box = el('div', { className: `block block-${view.type}${lowest}`, attrs: { 'data-block': String(index) } });
  const head = el(
    'div',
    { className: 'block-head' },
    el('span', { className: 'block-type' }, typeLabel(view)),
    ...annotationChips(view.annotations),
  );
  if (view.annotations?.lowest) {
    head.appendChild(
      el('span', { className: 'chip', title: 'Drawn faint: the least important of these blocks' }, 'low priority'),
    );
  }
  box.appendChild(head);
  const tools = el('span', { className: 'block-actions' });
  head.appendChild(tools);
  const parts: BlockParts = { box, head, tools };

  switch (view.type) {
    case 'text':
      textBlock(view, index, actions, parts);
      break;
    case 'image':
    case 'audio':
      mediaBlock(view, index, actions, parts);
      break;
    case 'resource_link':
      linkBlock(view, actions, parts);
      break;
    case 'resource':
      resourceBlock(view, index, actions, parts);
      break;
    case 'unknown':
      box.appendChild(el('pre', { className: 'json' }, view.json));
      break;
  }
  if (!tools.childNodes.length) tools.remove();
  return box;
}

/** The block being drawn: its box, its head, and the place in the head for its action buttons. */
interface BlockParts {
  readonly box: HTMLElement;
  readonly head: HTMLElement;
  readonly tools: HTMLElement;
}

type BlockOf<T extends ContentView['type']> = Extract<ContentView, { type: T }>;

/** A text block, with a button that shows it as Markdown and back. */
function textBlock(view: BlockOf<'text'>, index: number, actions: BlockActions, { box, tools }: BlockParts): void {
  const pre = el('pre', { className: 'block-text-body' }, view.text);
  let preview: HTMLElement | undefined;
  const toggle = button('Preview Markdown', () => {
    const showing = !!preview?.isConnected;
    if (showing) {
      preview!.replaceWith(pre);
      toggle.textContent = 'Preview Markdown';
      toggle.setAttribute('aria-pressed', 'false');
      return;
    }
    // the parser loads on the first preview of the page
    toggle.disabled = true;
    toggle.textContent = 'Loading preview…';
    loadMarkdownPreview()
      .then(
        (render) => {
          preview = render(view.text);
          pre.replaceWith(preview);
          toggle.textContent = 'Show text';
          toggle.setAttribute('aria-pressed', 'true');
        },
        (e: unknown) => {
          box.querySelector('.preview-problem')?.remove();
          box.appendChild(
            el(
              'p',
              { className: 'problem preview-problem' },
              `The Markdown preview could not be loaded: ${e instanceof Error ? e.message : String(e)}.`,
            ),
          );
          toggle.textContent = 'Preview Markdown';
        },
      )
      .finally(() => (toggle.disabled = false));
  });
  toggle.setAttribute('aria-pressed', 'false');
  tools.appendChild(toggle);
  if (actions.open) {
    tools.appendChild(button('Open', () => actions.open!(index), `Open text block ${index + 1} in an editor`));
  }
  box.appendChild(pre);
}

function mediaBlock(
  view: BlockOf<'image' | 'audio'>,
  index: number,
  actions: BlockActions,
  { box, head, tools }: BlockParts,
): void {
  if (view.dataUri && view.type === 'image') {
    box.appendChild(
      el('img', {
        className: 'block-image',
        attrs: { src: view.dataUri, alt: `Image ${index + 1} (${view.mimeType})` },
      }),
    );
  } else if (view.dataUri) {
    box.appendChild(
      el('audio', {
        attrs: { controls: '', src: view.dataUri, 'aria-label': `Audio ${index + 1} (${view.mimeType})` },
      }),
    );
  } else box.appendChild(el('p', { className: 'problem' }, `Not shown: ${view.problem ?? 'no data'}.`));
  if (view.bytes !== undefined) {
    head.insertBefore(el('span', { className: 'muted' }, `${view.mimeType} · ${formatBytes(view.bytes)}`), tools);
  }
  if (view.dataUri && actions.save) {
    tools.appendChild(button('Save…', () => actions.save!(index), `Save ${view.type} ${index + 1}`));
  }
}

function linkBlock(view: BlockOf<'resource_link'>, actions: BlockActions, { box, tools }: BlockParts): void {
  const name = view.title ?? view.name ?? view.uri;
  box.appendChild(
    el(
      'div',
      { className: 'link-line' },
      el('strong', {}, name),
      view.mimeType ? el('span', { className: 'muted' }, ` · ${view.mimeType}`) : null,
    ),
  );
  box.appendChild(el('code', { className: 'uri' }, view.uri));
  if (view.description) box.appendChild(el('p', { className: 'muted' }, view.description));
  if (actions.readLink) {
    tools.appendChild(button('Read resource', () => actions.readLink!(view.uri), `Read the resource ${view.uri}`));
  }
}

/** An embedded resource: its text (cut short past 200,000 characters), or what can be said of its bytes. */
function resourceBlock(
  view: BlockOf<'resource'>,
  index: number,
  actions: BlockActions,
  { box, tools }: BlockParts,
): void {
  box.appendChild(
    el(
      'div',
      { className: 'link-line' },
      el('code', { className: 'uri' }, view.uri),
      view.mimeType ? el('span', { className: 'muted' }, ` · ${view.mimeType}`) : null,
    ),
  );
  if (view.text !== undefined) {
    box.appendChild(
      el(
        'pre',
        { className: 'block-text-body' },
        view.text.length > 200_000
          ? `${view.text.slice(0, 200_000)}\n… (${view.text.length - 200_000} more characters: open it in an editor)`
          : view.text,
      ),
    );
    if (actions.open) {
      tools.appendChild(button('Open', () => actions.open!(index), `Open ${view.uri} in an editor`));
    }
  } else if (view.blob) {
    if (view.blob.imageUri) {
      box.appendChild(
        el('img', { className: 'block-image', attrs: { src: view.blob.imageUri, alt: `Image ${view.uri}` } }),
      );
    }
    box.appendChild(
      el(
        'p',
        { className: view.blob.problem ? 'problem' : 'muted' },
        view.blob.problem ? `Not shown: ${view.blob.problem}.` : `Binary, ${formatBytes(view.blob.bytes)}.`,
      ),
    );
    if (!view.blob.problem && actions.save) {
      tools.appendChild(button('Save…', () => actions.save!(index), `Save ${view.uri}`));
    }
  }
}

function typeLabel(view: ContentView): string {
  switch (view.type) {
    case 'resource_link':
      return 'resource link';
    case 'resource':
      return view.text !== undefined ? 'resource · text' : 'resource · binary';
    case 'unknown':
      return 'unknown block';
    default:
      return view.type;
  }
}

export function renderBlocks(views: readonly ContentView[], actions: BlockActions): HTMLElement {
  const list = el('div', { className: 'blocks' });
  if (!views.length) list.appendChild(el('p', { className: 'muted' }, 'No content.'));
  views.forEach((v, i) => list.appendChild(renderBlock(v, i, actions)));
  return list;
}
