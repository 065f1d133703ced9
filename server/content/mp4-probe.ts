/**
 * What a browser needs to know of an uploaded video before the site shows it
 * (docs/decisions/029-console-videos.md): is it an MP4 (ISO-BMFF) whose every track a browser
 * decodes — H.264/AVC pictures, AAC sound or none — and is the file whole; then its length and
 * picture size. GPAC's mp4box.js reads the boxes; this module only feeds it the parts it asks
 * for: the box headers and the `moov` index (a few hundred KB even for a long video), skipping
 * `mdat`, so a 200 MB file costs a few reads wherever its index sits.
 */
import { createFile, MP4BoxBuffer, type Movie, type Track } from "mp4box";

/** Why a file was refused, in Chinese: shown to the reviewer inside CONTENT_EDIT_MESSAGES.notVideo. */
export class VideoFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "VideoFileError";
  }
}

export interface VideoFacts {
  /** Seconds, to the millisecond. */
  duration: number;
  width: number;
  height: number;
  /** The codecs string of the file (video/mp4; codecs="avc1.64001e"), for the log and the decision. */
  mime: string;
}

/** Reads `length` bytes at `position` (fewer at the end of the file). */
export type ReadAt = (position: number, length: number) => Promise<Uint8Array>;

/** Bytes read per step: the index is usually in one or two of them. */
const STEP = 256 * 1024;
const IN_ORDER_STEP = 4 * 1024 * 1024;
/**
 * The most the parser is fed before giving up: the index of a two-hour 60 fps video with sound is
 * ~10 MB; more than this is not a video anyone uploads, and it bounds the parser's memory and
 * time (bench/console-video-upload.ts: the worst case, a large `free` box, costs ~0.2 s).
 */
export const PROBE_MAX_BYTES = 32 * 1024 * 1024;

/** H.264 in either sample entry; AAC (LC, HE, HE v2 …) as mp4a.40.x. */
const VIDEO_CODEC = /^avc[13]\./;
const AUDIO_CODEC = /^mp4a\.40\./;

const CODEC_NAMES: [RegExp, string][] = [
  [/^(hvc1|hev1)/, "H.265/HEVC"],
  [/^(vp09|vp08)/, "VP9/VP8"],
  [/^av01/, "AV1"],
  [/^mp4v/, "MPEG-4 Part 2"],
  [/^(ac-3|ec-3)/, "杜比音频（AC-3/E-AC-3）"],
  [/^mp4a\.(69|6b)/i, "MP3"],
  [/^opus/i, "Opus"],
  [/^fLaC/i, "FLAC"],
];
const codecName = (codec: string) => CODEC_NAMES.find(([re]) => re.test(codec))?.[1] ?? codec.split(".")[0];

/** Parses the file's index through `read`; a file that is not a whole, playable MP4 throws VideoFileError. */
export async function probeMp4(read: ReadAt, size: number): Promise<VideoFacts> {
  if (size < 8) throw new VideoFileError("文件不是 MP4 视频");
  const file = createFile();
  let info: Movie | null = null;
  let failed = false;
  file.onReady = (movie) => {
    info = movie;
  };
  file.onError = () => {
    failed = true;
  };
  let position = 0;
  let fed = 0;
  // Where the bytes read so far end when the parser asked to jump ahead, and whether a jump
  // failed: the parser skips an `mdat` it has not read, but not a large box of another kind
  // (`free`, `uuid`) — after such a jump it asks for the same place again, and is fed the skipped
  // bytes in order instead, within PROBE_MAX_BYTES.
  let jumpedFrom = -1;
  let inOrder = false;
  try {
    while (!info && !failed && position < size) {
      // In order, in larger steps: the parser tries the unfinished box again at every step.
      const bytes = await read(position, Math.min(inOrder ? IN_ORDER_STEP : STEP, size - position));
      if (!bytes.byteLength) break;
      fed += bytes.byteLength;
      if (fed > PROBE_MAX_BYTES) throw new VideoFileError("文件开头或索引中的数据过大，或文件已损坏");
      const end = position + bytes.byteLength;
      const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      const next = file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, position), end >= size);
      if (!inOrder && typeof next === "number" && next > end) {
        jumpedFrom = end;
        position = next;
      } else if (!inOrder && jumpedFrom >= 0 && typeof next === "number" && next <= position) {
        inOrder = true;
        position = jumpedFrom;
      } else position = end;
    }
    file.flush();
  } catch (error) {
    if (error instanceof VideoFileError) throw error;
    throw new VideoFileError("文件不是 MP4 视频或已损坏");
  }
  const movie = info as Movie | null;
  if (!movie || failed) throw new VideoFileError(failed ? "文件不是 MP4 视频或已损坏" : "文件不是 MP4 视频，或不完整（缺少索引 moov）");
  if (movie.isFragmented) throw new VideoFileError("分片 MP4（fMP4）暂不支持，请导出为普通 MP4");
  const video = movie.videoTracks;
  if (!video.length) throw new VideoFileError("文件中没有视频画面");
  for (const track of video) if (!VIDEO_CODEC.test(track.codec)) throw new VideoFileError(`视频编码为 ${codecName(track.codec)}，浏览器不一定能播放`);
  for (const track of movie.audioTracks) if (!AUDIO_CODEC.test(track.codec)) throw new VideoFileError(`音频编码为 ${codecName(track.codec)}，浏览器不一定能播放`);
  // Every sample of what is played must lie inside the file: a cut-off upload has its index but not its end.
  for (const track of [...video, ...movie.audioTracks]) {
    if (!track.nb_samples) throw new VideoFileError("视频轨道是空的");
    if (endOfSamples(file.getTrackSamplesInfo(track.id)) > size) throw new VideoFileError("文件不完整（上传中断或文件已损坏）");
  }
  const first = video[0];
  const duration = movie.timescale && movie.duration ? movie.duration / movie.timescale : trackSeconds(first);
  const width = Math.round(first.video?.width || first.track_width);
  const height = Math.round(first.video?.height || first.track_height);
  if (!(duration > 0)) throw new VideoFileError("读不出视频时长");
  if (!(width > 0 && height > 0)) throw new VideoFileError("读不出画面尺寸");
  return { duration: Math.round(duration * 1000) / 1000, width, height, mime: movie.mime };
}

const trackSeconds = (track: Track) => (track.timescale ? track.duration / track.timescale : 0);

function endOfSamples(samples: { offset: number; size: number }[]): number {
  let end = 0;
  for (const s of samples) end = Math.max(end, s.offset + s.size);
  return end;
}
