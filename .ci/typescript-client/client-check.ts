// A small client of mnemograph, typed only by what openapi-typescript (default options) generates from the API
// document (mnemograph.ts, written by .ci/typescript-client/check): remember, recall with and without explain, and
// browse. It must compile with tsc --strict, so a change to the document that breaks such a client fails CI. It is
// compiled, never run.
import type { components, operations } from "./mnemograph";

type Json<O extends keyof operations, S extends keyof operations[O]["responses"]> =
    operations[O]["responses"][S] extends { content: { "application/json": infer T } } ? T : never;
type Body<O extends keyof operations> =
    operations[O] extends { requestBody: { content: { "application/json": infer T } } } ? T : never;

async function post<O extends keyof operations, S extends keyof operations[O]["responses"]>(
    base: string, path: string, body: Body<O>): Promise<Json<O, S>> {
    const answer = await fetch(base + path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
    });
    return (await answer.json()) as Json<O, S>;
}

export async function remember(base: string, content: string): Promise<string> {
    // every field but content is optional: weight and strength have defaults the service applies
    const request: components["schemas"]["RememberRequest"] = { content, session_id: "chat-1" };
    const created = await post<"remember", 201>(base, "/v1/memories", request);
    const contradicted: string[] = created.contradictions.map((c) => c.id);
    return created.id + (created.replayed ? " (replayed)" : "") + contradicted.join(",");
}

export async function recall(base: string, query: string): Promise<string[]> {
    // limit, hops, explain and boost have defaults: leaving them out compiles
    const plain = await post<"recall", 200>(base, "/v1/recall", { query });
    const explained = await post<"recall", 200>(base, "/v1/recall", { query, explain: true, limit: 3 });
    const lines: string[] = [];
    for (const result of [...plain.results, ...explained.results]) {
        const similarity: number | undefined = result.components["similarity"];
        // superseded_by and memory are null or an object with typed fields, never Record<string, never>
        const successor: string = result.superseded_by === null ? "current" : result.superseded_by.content;
        const state = result.memory;
        const found: string = state === null ? "no explain" : state.found_in + " " + state.stability.toFixed(2);
        const steps: number = result.path === null ? 0 : result.path.length;
        // @ts-expect-error superseded_by may be null: reading it unchecked must not compile
        const unchecked: string = result.superseded_by.id;
        lines.push([result.id, result.score, similarity, successor, found, steps, unchecked].join(" "));
    }
    return lines;
}

export async function browse(base: string, sessionId: string): Promise<string[]> {
    const query: NonNullable<operations["listMemories"]["parameters"]["query"]> = { session_id: sessionId, limit: 20 };
    const answer = await fetch(base + "/v1/memories?" + new URLSearchParams(
        Object.entries(query).map(([key, value]) => [key, String(value)])));
    const page = (await answer.json()) as Json<"listMemories", 200>;
    const next: string = page.next_cursor ?? "last page";
    return page.memories.map((memory) => memory.id + " " + memory.weight + " " + memory.tier + " " + next);
}
