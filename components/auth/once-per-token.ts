/**
 * Wraps a call that spends a one-time email token so that each token is sent
 * once per page load: React runs mount effects twice in development, and a
 * second call would turn a success into "link already used".
 */
export function oncePerToken<T>(call: (token: string) => Promise<T>) {
  const calls = new Map<string, Promise<T>>();
  return (token: string) => {
    let pending = calls.get(token);
    if (!pending) {
      pending = call(token);
      calls.set(token, pending);
    }
    return pending;
  };
}
