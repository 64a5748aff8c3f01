import { statfs } from "node:fs/promises";

// docs/deploy.md, "A full disk": PGlite keeps its data on this server's own disk. Below a reserve of
// free space (at least two of PostgreSQL's 16 MB WAL segments) the server refuses new writes with
// 503 and says why on /healthz, instead of letting PGlite run out of room mid-commit.

/** Checked this often, and once at start. */
const CHECK_EVERY_MS = 2_000;

export const LOW_DISK_MESSAGE =
  "The server is low on disk space, so nothing new can be saved right now. What you wrote stays on your device and is sent once there is room.";

export interface DiskReserve {
  /** True while the free space is below the reserve. */
  readonly low: boolean;
  /** What /healthz says while it is low. */
  describe(): string;
  stop(): void;
}

/** No disk of ours to watch (PostgreSQL keeps its data on its own server, or PGlite is in memory). */
export const noDiskReserve: DiskReserve = { low: false, describe: () => "", stop: () => undefined };

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/** Watches the free space of the volume holding `dir`. */
export async function watchDiskReserve(dir: string, reserveBytes: number): Promise<DiskReserve> {
  let freeBytes = Number.POSITIVE_INFINITY;
  const check = async () => {
    try {
      const stats = await statfs(dir);
      freeBytes = stats.bavail * stats.bsize;
    } catch {
      // A volume that cannot be asked is taken as it was last seen.
    }
  };
  await check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return {
    get low() {
      return freeBytes < reserveBytes;
    },
    describe: () =>
      `low on disk space: ${megabytes(freeBytes)} free where ${megabytes(reserveBytes)} are kept in reserve; writes are refused until there is room`,
    stop: () => clearInterval(timer),
  };
}
