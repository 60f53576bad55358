// Process groups this process started (code-server, provisioning commands), ended with it even when it dies of a
// signal, and checks of whether a process or group is still alive.

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const liveGroups = new Set();
let exitHooksInstalled = false;

/** Ends the process group `pgid` if this process exits before `untrackGroup(pgid)`. */
export function trackGroup(pgid) {
  liveGroups.add(pgid);
  installExitHooks();
}

export function untrackGroup(pgid) {
  liveGroups.delete(pgid);
}

export function pidIsAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

export function groupIsAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function installExitHooks() {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  const signalAll = (signal) => {
    for (const pgid of liveGroups) {
      try {
        process.kill(-pgid, signal);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', () => signalAll('SIGKILL'));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    const handler = () => {
      if (process.listenerCount(signal) === 1) {
        // Nobody else handles it: die of the signal as usual, the groups first.
        signalAll('SIGKILL');
        process.removeListener(signal, handler);
        process.kill(process.pid, signal);
      } else if (signal !== 'SIGINT') {
        // The host (or playwright) handles it and may not exit at once, so ask the groups to end too. A SIGINT is
        // left to the host (npm start stops code-server itself); the exit hook still runs.
        signalAll('SIGTERM');
      }
    };
    process.on(signal, handler);
  }
}
