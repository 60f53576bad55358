import type { Node } from 'jsonc-parser';
import { capabilityModel } from '../../../model/capabilities';
import { isArray, isObject, items, prop, stringValue, typeName } from '../../../../../common/json/jsonNodes';
import type { Fix, Rule, RuleContext } from '../../types';
import { replaceNode } from '../../util/edits';
import { insertProperty } from '../../util/jsonEdits';
import { base64Problem, hasTemplateBraces, uriProblem } from '../../util/formats';
import { reportUnknownKeys } from '../../util/keys';
import { didYouMean } from '../../util/suggest';
import { checkMimeType, reportFormat } from './resources';

const ROLES = ['user', 'assistant'];
/** Roles other APIs use (lower-cased), and the MCP role each means. */
const ROLE_SYNONYMS: ReadonlyMap<string, string> = new Map([
  ['model', 'assistant'],
  ['ai', 'assistant'],
  ['bot', 'assistant'],
  ['human', 'user'],
]);
const BLOCK_KEYS: Record<string, readonly string[]> = {
  text: ['type', 'text', 'annotations', '_meta'],
  image: ['type', 'data', 'mimeType', 'annotations', '_meta'],
  audio: ['type', 'data', 'mimeType', 'annotations', '_meta'],
  resource: ['type', 'resource', 'annotations', '_meta'],
  resource_link: ['type', 'uri', 'name', 'title', 'description', 'mimeType', 'size', 'annotations', 'icons', '_meta'],
};
/** Sampling content types (2025-11-25+): valid in sampling messages, not checked here. */
const SAMPLING_TYPES: ReadonlySet<string | undefined> = new Set(['tool_use', 'tool_result']);

export const contentBlocks: Rule = {
  meta: [
    {
      code: 'MCP506',
      name: 'message-role-invalid',
      severity: 'error',
      summary: 'A prompt message\'s `role` is missing or not "user" / "assistant" (`system` is not an MCP role).',
      why: 'MCP prompt messages have exactly two roles; clients reject other values, and a "system" message has no place in a `prompts/get` result.',
      fix: 'Use "user" (put system-style instructions in a user message) or "assistant".',
      example: '{ "messages": [{ "role": "system", "content": { "type": "text", "text": "You are…" } }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP507',
      name: 'message-content-invalid',
      severity: 'error',
      summary: 'A prompt message has no `content`, or `content` is not one content block object.',
      why: 'A `prompts/get` message carries exactly one content block; clients reject a message without one, and an array is the sampling format, not the prompt format.',
      fix: 'Give each message one `content` object such as `{ "type": "text", "text": "…" }`; use several messages for several blocks.',
      example: '{ "messages": [{ "role": "user", "content": "Review this" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP508',
      name: 'content-type-unknown',
      severity: 'error',
      summary: 'A content block has no `type`, or a type other than text, image, audio, resource or resource_link.',
      why: 'Clients decide how to read a block by its type; an unknown type is dropped or rejects the whole result.',
      fix: 'Set `type` to one of "text", "image", "audio", "resource", "resource_link".',
      example: '{ "content": [{ "type": "txt", "text": "hi" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP509',
      name: 'content-block-invalid',
      severity: 'error',
      summary:
        'A content block lacks the fields of its type (`text`; `data` + `mimeType`; `resource`; `uri` + `name`), or its data is not base64.',
      why: "Clients render blocks by their type's fields; a text block without text, an image without base64 data, or a link without a URI cannot be shown or passed to the model.",
      fix: "Fill in the fields the block's type requires.",
      example: '{ "content": [{ "type": "image", "data": "iVBORw0KGgo=" }] }',
      kinds: ['capabilities'],
    },
    {
      code: 'MCP512',
      name: 'content-block-unknown-key',
      severity: 'warning',
      summary: 'A content block has a misspelt key (e.g. `mimetype`, `txt`).',
      why: 'Clients ignore unknown keys, so the misspelt field is lost.',
      fix: 'Correct the spelling.',
      example: '{ "content": [{ "type": "image", "data": "iVBORw0KGgo=", "mimetype": "image/png" }] }',
      kinds: ['capabilities'],
    },
  ],
  check(ctx) {
    const model = capabilityModel(ctx.doc.root);
    for (const m of model.messages) checkMessage(ctx, m);
    for (const b of model.contentBlocks) checkBlock(ctx, b);
  },
};

function checkMessage(ctx: RuleContext, msg: Node): void {
  const roleNode = prop(msg, 'role');
  checkRole(ctx, msg, roleNode);
  checkContent(ctx, msg, roleNode);
}

function checkRole(ctx: RuleContext, msg: Node, roleNode: Node | undefined): void {
  const role = stringValue(roleNode);
  if (!roleNode) {
    ctx.report(
      'MCP506',
      { offset: msg.offset, length: 1 },
      'This message has no "role": say whether it is from the "user" or the "assistant".',
    );
  } else if (!(ROLES as readonly unknown[]).includes(role)) {
    const lower = role?.toLowerCase();
    const fixes: Fix[] = [];
    let message: string;
    if (lower && ROLES.includes(lower)) {
      message = `Roles are lower case: "${lower}", not "${role}".`;
      fixes.push({
        title: `Change to "${lower}"`,
        edits: [replaceNode(roleNode, JSON.stringify(lower))],
        preferred: true,
        safe: true,
      });
    } else if (lower === 'system' || lower === 'developer') {
      message = `"${role}" is not an MCP role: prompt messages are only "user" or "assistant". Put the instructions in a "user" message.`;
      fixes.push({ title: 'Change to "user"', edits: [replaceNode(roleNode, '"user"')], preferred: true });
    } else {
      const guess = role === undefined ? undefined : (didYouMean(role, ROLES) ?? ROLE_SYNONYMS.get(role.toLowerCase()));
      message = `${role === undefined ? `"role" must be a string, not ${typeName(roleNode)}` : `"${role}" is not an MCP role`}: use "user" or "assistant"${guess ? ` (did you mean "${guess}"?)` : ''}.`;
      if (guess) {
        fixes.push({
          title: `Change to "${guess}"`,
          edits: [replaceNode(roleNode, JSON.stringify(guess))],
          preferred: true,
        });
      }
    }
    ctx.report('MCP506', roleNode, message, { fixes });
  }
}

function checkContent(ctx: RuleContext, msg: Node, roleNode: Node | undefined): void {
  const content = prop(msg, 'content');
  if (!content) {
    ctx.report(
      'MCP507',
      roleNode ?? { offset: msg.offset, length: 1 },
      'This message has no "content": add one content block such as { "type": "text", "text": "…" }.',
    );
  } else if (isArray(content)) {
    if (isSamplingMessage(msg)) return;
    const list = items(content);
    const fixes: Fix[] =
      list.length === 1
        ? [
            {
              title: 'Use the single block itself',
              edits: [replaceNode(content, ctx.doc.text.slice(list[0]!.offset, list[0]!.offset + list[0]!.length))],
              preferred: true,
              safe: true,
            },
          ]
        : [];
    ctx.report(
      'MCP507',
      content,
      `A prompt message holds one content block, not an array${list.length > 1 ? ': split the blocks into one message each' : ''}.`,
      { fixes },
    );
  } else if (!isObject(content)) {
    const s = stringValue(content);
    ctx.report('MCP507', content, `"content" must be a content block object, not ${typeName(content)}.`, {
      fixes:
        s !== undefined
          ? [
              {
                title: 'Wrap in a text block',
                edits: [replaceNode(content, `{ "type": "text", "text": ${JSON.stringify(s)} }`)],
                preferred: true,
                safe: true,
              },
            ]
          : [],
    });
  }
}

/** What is wrong with a content block's "type" that names no block, as the start of a sentence. */
function blockTypeProblem(typeNode: Node | undefined, type: string | undefined): string {
  if (!typeNode) return 'This content block has no "type"';
  if (type === undefined) return `"type" must be a string, not ${typeName(typeNode)}`;
  return `"${type}" is not a content block type`;
}

function checkBlock(ctx: RuleContext, block: Node): void {
  const typeNode = prop(block, 'type');
  const type = stringValue(typeNode);
  if (SAMPLING_TYPES.has(type)) return;
  if (type === undefined || !Object.hasOwn(BLOCK_KEYS, type)) {
    reportBlockType(ctx, block, typeNode, type);
    return;
  }
  const need = (key: string, what: string): Node | undefined => {
    const v = prop(block, key);
    if (!v) {
      ctx.report(
        'MCP509',
        typeNode!,
        `${type === 'image' || type === 'audio' ? 'An' : 'A'} "${type}" block needs "${key}" (${what}).`,
      );
    }
    return v;
  };
  switch (type) {
    case 'text': {
      const text = need('text', 'the text itself');
      if (text && text.type !== 'string') ctx.report('MCP509', text, `"text" must be a string, not ${typeName(text)}.`);
      break;
    }
    case 'image':
    case 'audio': {
      const data = need('data', 'the base64-encoded bytes');
      const mime = need('mimeType', type === 'image' ? 'e.g. "image/png"' : 'e.g. "audio/wav"');
      checkMediaData(ctx, type, data);
      checkMediaMimeType(ctx, type, mime);
      break;
    }
    case 'resource': {
      const r = need('resource', 'the embedded { uri, mimeType, text | blob }');
      if (r && !isObject(r)) {
        ctx.report('MCP509', r, `"resource" must be an object { uri, mimeType, text | blob }, not ${typeName(r)}.`);
      }
      break;
    }
    case 'resource_link': {
      const uri = need('uri', 'the URI of the linked resource');
      need('name', 'a name for the link');
      const u = stringValue(uri);
      if (uri && u === undefined) ctx.report('MCP509', uri, `"uri" must be a string, not ${typeName(uri)}.`);
      else if (u !== undefined && !hasTemplateBraces(u)) {
        const problem = uriProblem(u);
        if (problem) reportFormat(ctx, 'MCP403', uri!, problem);
      }
      checkMimeType(ctx, prop(block, 'mimeType'));
      break;
    }
  }
  reportUnknownKeys(ctx, block, BLOCK_KEYS[type]!, 'MCP512', `"${type}" content block`);
}

/** MCP508 for a block whose "type" names no content block, with the type its fields suggest. */
function reportBlockType(ctx: RuleContext, block: Node, typeNode: Node | undefined, type: string | undefined): void {
  const guess = type === undefined ? inferType(block) : (didYouMean(type, Object.keys(BLOCK_KEYS)) ?? inferType(block));
  const fixes: Fix[] = [];
  if (guess && typeNode) {
    fixes.push({
      title: `Change to "${guess}"`,
      edits: [replaceNode(typeNode, JSON.stringify(guess))],
      preferred: true,
    });
  } else if (guess) {
    fixes.push({
      title: `Add "type": "${guess}"`,
      edits: [insertProperty(ctx.doc.text, block, 'type', guess)],
      preferred: true,
    });
  }
  const what = blockTypeProblem(typeNode, type);
  ctx.report(
    'MCP508',
    typeNode ?? { offset: block.offset, length: 1 },
    `${what}: use "text", "image", "audio", "resource" or "resource_link"${guess ? ` (this one looks like "${guess}")` : ''}.`,
    { fixes },
  );
}

/** An image or audio block's "data": base64 bytes, not a URL. */
function checkMediaData(ctx: RuleContext, type: string, data: Node | undefined): void {
  const d = stringValue(data);
  if (data && d === undefined) ctx.report('MCP509', data, `"data" must be a base64 string, not ${typeName(data)}.`);
  else if (d !== undefined) {
    if (/^data:/.test(d)) {
      ctx.report(
        'MCP509',
        data!,
        '"data" holds a data: URL; MCP wants only the base64 part, with the type in "mimeType".',
      );
    } else if (/^https?:\/\//.test(d)) {
      ctx.report(
        'MCP509',
        data!,
        `"data" holds a URL, but ${type} blocks carry the bytes themselves (base64). Use a "resource_link" block to point at a URL.`,
      );
    } else {
      const problem = base64Problem(d);
      if (problem) reportFormat(ctx, 'MCP509', data!, problem, '"data": ');
    }
  }
}

/** An image or audio block's "mimeType": a string, and of the block's own kind. */
function checkMediaMimeType(ctx: RuleContext, type: string, mime: Node | undefined): void {
  const m = stringValue(mime);
  if (mime && m === undefined) ctx.report('MCP509', mime, `"mimeType" must be a string, not ${typeName(mime)}.`);
  else if (m !== undefined && /^[a-z]+\//i.test(m) && !m.toLowerCase().startsWith(`${type}/`)) {
    ctx.report(
      'MCP509',
      mime!,
      `An ${type} block with mimeType "${m}": clients render ${type} blocks as ${type}; use an ${type}/… type or a block type that matches the data.`,
      { severity: 'warning' },
    );
  } else checkMimeType(ctx, mime);
}

/** A sampling message (sampling/createMessage params, which carry `maxTokens`) may hold several blocks. */
function isSamplingMessage(msg: Node): boolean {
  // a message is an item of a "messages" array: its parent is the array, whose parent is the property
  const container = msg.parent!.parent!.parent;
  return (
    prop(container, 'maxTokens') !== undefined ||
    items(prop(msg, 'content')).some((b) => SAMPLING_TYPES.has(stringValue(prop(b, 'type'))))
  );
}

/** The type a block without a (valid) type most likely has, from its fields. */
function inferType(block: Node): string | undefined {
  if (prop(block, 'text')) return 'text';
  if (prop(block, 'resource')) return 'resource';
  if (prop(block, 'uri')) return 'resource_link';
  const mime = stringValue(prop(block, 'mimeType'));
  if (prop(block, 'data')) return mime?.startsWith('audio/') ? 'audio' : 'image';
  return undefined;
}
