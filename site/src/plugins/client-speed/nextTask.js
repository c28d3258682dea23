// In the browser, a promise of the next task; on the server, at once. A
// message, not a timer: timers of a background tab wait up to a second.
export default function nextTask() {
  return typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
}
