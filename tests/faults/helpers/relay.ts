import { connect, createServer, type Socket } from "node:net";

/**
 * A TCP relay on 127.0.0.1:`listenPort` to `targetPort`, standing where the
 * site expects Supabase, that loses the answer to one request: the first
 * request whose bytes contain `cut` goes through, and when the server's
 * answer starts to come back, `onAnswer` runs (the test kills the server)
 * and the site's connection is destroyed instead. The site sees a dropped
 * connection after the server has done the work: the case where the data
 * exists and the user was told it failed.
 */
export async function startAnswerLosingRelay(listenPort: number, targetPort: number, cut: string, onAnswer: () => Promise<void>) {
  let armed = true;
  let cutDone!: () => void;
  const answered = new Promise<void>((resolve) => (cutDone = resolve));
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, "127.0.0.1");
    sockets.add(client).add(upstream);
    // "watching": the request to cut went up on this connection; "cut": its answer is being dropped.
    let state: "pass" | "watching" | "cut" = "pass";
    client.on("data", (chunk) => {
      if (armed && chunk.includes(cut)) {
        armed = false;
        state = "watching";
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (state === "pass") {
        client.write(chunk);
        return;
      }
      if (state === "cut") return;
      state = "cut";
      void onAnswer().finally(() => {
        client.destroy();
        upstream.destroy();
        cutDone();
      });
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(listenPort, "127.0.0.1", resolve));
  return {
    /** Resolves once the answer was cut. */
    answered,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
