/**
 * VS Code's language models, to answer a sampling request with when the user picks one and says Send. A tool use goes
 * back to the server, never to VS Code's tools; media blocks are left out, since VS Code 1.100's API takes only text.
 */
import type { CreateMessageRequestParams, CreateMessageResult } from '@modelcontextprotocol/sdk/types.js';
import * as vscode from 'vscode';
import type { ModelChoiceView } from '../protocol/runnerViews';
import type { ModelAnswerer } from './clientRequests';

type Block = {
  type?: unknown;
  text?: unknown;
  id?: unknown;
  name?: unknown;
  input?: unknown;
  toolUseId?: unknown;
  content?: unknown;
  mimeType?: unknown;
};

function partsOf(
  content: unknown,
  role: 'user' | 'assistant',
): (vscode.LanguageModelTextPart | vscode.LanguageModelToolCallPart | vscode.LanguageModelToolResultPart)[] {
  const blocks = (Array.isArray(content) ? content : [content]) as Block[];
  return blocks.map((b) => {
    if (b?.type === 'text' && typeof b.text === 'string') return new vscode.LanguageModelTextPart(b.text);
    if (b?.type === 'tool_use' && role === 'assistant') {
      return new vscode.LanguageModelToolCallPart(String(b.id), String(b.name), (b.input ?? {}) as object);
    }
    if (b?.type === 'tool_result' && role === 'user') {
      const inner = (Array.isArray(b.content) ? b.content : []) as Block[];
      return new vscode.LanguageModelToolResultPart(
        String(b.toolUseId),
        inner.map(
          (c) =>
            new vscode.LanguageModelTextPart(
              typeof c?.text === 'string' ? c.text : `[${String(c?.type)} block left out]`,
            ),
        ),
      );
    }
    return new vscode.LanguageModelTextPart(
      `[${String(b?.type)}${typeof b?.mimeType === 'string' ? ` ${b.mimeType}` : ''} block left out: ` +
        'MCP Lens passes only text to the model]',
    );
  });
}

export class LanguageModels implements ModelAnswerer {
  /** The models the editor offers now; none where the API is missing (code-server, older hosts). */
  async list(): Promise<ModelChoiceView[]> {
    if (!vscode.lm?.selectChatModels) return [];
    const models = await vscode.lm.selectChatModels();
    return models.map((m) => ({
      id: m.id,
      name: m.name,
      detail: `${m.vendor} · ${m.family}${m.version ? ` ${m.version}` : ''}`,
    }));
  }

  async generate(
    modelId: string,
    params: CreateMessageRequestParams,
    signal: AbortSignal,
  ): Promise<CreateMessageResult> {
    const [model] = await vscode.lm.selectChatModels({ id: modelId });
    if (!model) throw new Error(`the model ${modelId} is no longer offered`);
    const messages: vscode.LanguageModelChatMessage[] = [];
    // the API has no system role: the system prompt goes first, said to be one
    if (params.systemPrompt) {
      messages.push(vscode.LanguageModelChatMessage.User(`System prompt:\n${params.systemPrompt}`));
    }
    for (const m of params.messages) {
      const parts = partsOf(m.content, m.role);
      messages.push(
        m.role === 'assistant'
          ? vscode.LanguageModelChatMessage.Assistant(
              parts as (vscode.LanguageModelTextPart | vscode.LanguageModelToolCallPart)[],
            )
          : vscode.LanguageModelChatMessage.User(
              parts as (vscode.LanguageModelTextPart | vscode.LanguageModelToolResultPart)[],
            ),
      );
    }
    const tools = (params.tools ?? []).map((t) => ({
      name: t.name,
      description: t.description ?? '',
      inputSchema: t.inputSchema as object,
    }));
    const cancel = new vscode.CancellationTokenSource();
    const onAbort = () => cancel.cancel();
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await model.sendRequest(
        messages,
        {
          justification:
            'An MCP server you are testing asked for a sampling reply, and you chose this model to write it.',
          ...(tools.length
            ? {
                tools,
                toolMode:
                  params.toolChoice?.mode === 'required'
                    ? vscode.LanguageModelChatToolMode.Required
                    : vscode.LanguageModelChatToolMode.Auto,
              }
            : {}),
          modelOptions: {
            maxTokens: params.maxTokens,
            ...(params.temperature !== undefined ? { temperature: params.temperature } : {}),
            ...(params.stopSequences ? { stop: params.stopSequences } : {}),
          },
        },
        cancel.token,
      );
      let text = '';
      const uses: { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> }[] = [];
      for await (const part of response.stream) {
        if (part instanceof vscode.LanguageModelTextPart) text += part.value;
        else if (part instanceof vscode.LanguageModelToolCallPart) {
          uses.push({
            type: 'tool_use',
            id: part.callId,
            name: part.name,
            input: part.input as Record<string, unknown>,
          });
        }
      }
      if (uses.length && params.toolChoice?.mode !== 'none') {
        const content = [...(text ? [{ type: 'text' as const, text }] : []), ...uses];
        return { role: 'assistant', model: model.id, stopReason: 'toolUse', content } as unknown as CreateMessageResult;
      }
      return { role: 'assistant', model: model.id, stopReason: 'endTurn', content: { type: 'text', text } };
    } finally {
      signal.removeEventListener('abort', onAbort);
      cancel.dispose();
    }
  }
}
