/**
 * The `video-embed` island, loaded on the first press of a light video embed's play button: the player replaces the
 * button.
 */

/**
 * A light video embed's play button: the iframe (YouTube, Vimeo) or `<video>` (a file) replaces it only now, so
 * nothing is requested from the video's host before the reader asks. Focus moves to the player.
 */
export function play(button: HTMLElement): void {
  const embed = button.closest<HTMLElement>('[data-video-embed]');
  const src = embed?.dataset.embedSrc;
  if (!embed || !src) return;
  const title = embed.dataset.embedTitle ?? 'Video';
  let player: HTMLIFrameElement | HTMLVideoElement;
  if (embed.dataset.videoEmbed === 'video') {
    const video = document.createElement('video');
    video.src = src;
    video.controls = embed.dataset.controls !== undefined;
    video.muted = embed.dataset.muted !== undefined;
    video.loop = embed.dataset.loop !== undefined;
    video.autoplay = true;
    video.playsInline = true;
    video.setAttribute('aria-label', title);
    player = video;
  } else {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = title;
    frame.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    player = frame;
  }
  player.className = 'video-embed__player';
  player.tabIndex = 0;
  button.replaceWith(player);
  embed.classList.add('video-embed--playing');
  player.focus();
}
