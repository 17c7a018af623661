/**
 * The player's limits, time-outs and self-exclusion: remembered on the device for the first frame, refreshed
 * from the server when a screen that shows them opens.
 */
export {
  keepResponsiblePlay,
  playPauseAt,
  useResponsiblePlay,
  useResponsiblePlayRefresh,
  type PlayPause,
} from '../sync/responsible-play';
