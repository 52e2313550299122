/** Which player a video URL needs, and the URL that plays it: YouTube and Vimeo iframes, or a video file. Pure. */

export type VideoSource =
  { provider: 'youtube'; id: string; start?: number; list?: string } | { provider: 'vimeo'; id: string; hash?: string } | { provider: 'file'; type: string };

const FILE_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
};

/** `1h2m3s`, `90s`, `90` → seconds. */
function seconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return undefined;
  const total = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return total > 0 ? total : undefined;
}

export function videoSource(url: string): VideoSource | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://site.invalid/');
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const start = seconds(parsed.searchParams.get('t') ?? parsed.searchParams.get('start'));
  if (host === 'youtu.be') {
    const id = parsed.pathname.slice(1).split('/')[0];
    return id ? { provider: 'youtube', id, start } : undefined;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'music.youtube.com') {
    const list = parsed.searchParams.get('list') ?? undefined;
    const path = /^\/(?:embed|shorts|live|v)\/([\w-]+)/.exec(parsed.pathname);
    const id = parsed.pathname === '/watch' ? parsed.searchParams.get('v') : path?.[1];
    if (id && id !== 'videoseries') return { provider: 'youtube', id, start, list };
    return list ? { provider: 'youtube', id: '', list } : undefined;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const match = /^\/(?:video\/)?(\d+)(?:\/([\da-f]+))?/.exec(parsed.pathname);
    return match ? { provider: 'vimeo', id: match[1], hash: match[2] ?? parsed.searchParams.get('h') ?? undefined } : undefined;
  }
  const ext = /\.([a-z0-9]+)$/i.exec(parsed.pathname)?.[1]?.toLowerCase();
  return ext && FILE_TYPES[ext] ? { provider: 'file', type: FILE_TYPES[ext] } : undefined;
}

export interface PlayOptions {
  controls: boolean;
  muted: boolean;
  loop: boolean;
}

/** The iframe URL that plays a YouTube or Vimeo source at once (the reader has clicked play). */
export function embedUrl(source: Exclude<VideoSource, { provider: 'file' }>, options: PlayOptions): string {
  if (source.provider === 'youtube') {
    const params = new URLSearchParams({ autoplay: '1', controls: options.controls ? '1' : '0', rel: '0' });
    if (source.start) params.set('start', String(source.start));
    if (options.muted) params.set('mute', '1');
    if (source.list) params.set('list', source.list);
    if (options.loop) params.set('loop', '1');
    if (options.loop && !source.list) params.set('playlist', source.id);
    return `https://www.youtube-nocookie.com/embed/${source.id || 'videoseries'}?${params}`;
  }
  const params = new URLSearchParams({ autoplay: '1', controls: options.controls ? '1' : '0', dnt: '1' });
  if (source.hash) params.set('h', source.hash);
  if (options.muted) params.set('muted', '1');
  if (options.loop) params.set('loop', '1');
  return `https://player.vimeo.com/video/${source.id}?${params}`;
}
