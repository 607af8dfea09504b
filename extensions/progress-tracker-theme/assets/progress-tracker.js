// Each tracker frame of the page follows the height its page reports (trackerHeight, docs/store-embedding.md).
// Through the app proxy the tracker is on the store's own origin, so only that origin and the frame are heard.
window.addEventListener('message', (event) => {
  const data = event.data;
  if (event.origin !== window.location.origin || !data || data.type !== 'trackerHeight') return;
  for (const frame of document.querySelectorAll('iframe[data-progress-tracker]')) {
    if (frame.contentWindow === event.source && data.height > 0)
      frame.style.height = `${Math.ceil(data.height)}px`;
  }
});
