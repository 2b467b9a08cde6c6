/**
 * The memory of this process during one measured step: `process.memoryUsage()` sampled every
 * 20 ms, and the kernel's own high-water mark of the resident set (VmHWM in /proc/self/status),
 * reset to the current size at the start where Linux allows it, so that short peaks between
 * two samples are counted too.
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface MemoryReport {
  /** Resident set size when sampling started (bytes). */
  baselineRss: number;
  /** Highest resident set size seen: samples, and VmHWM when it could be reset (bytes). */
  peakRss: number;
  /** Highest `heapUsed`, `external` and `arrayBuffers` sampled (bytes). */
  peakHeapUsed: number;
  peakExternal: number;
  peakArrayBuffers: number;
  /** Whether VmHWM counted (it was reset at the start); otherwise samples only. */
  kernelPeak: boolean;
  samples: number;
}

/** VmHWM in bytes, or undefined where /proc is not there. */
function vmHwm(): number | undefined {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Sets VmHWM back to the current resident size (Linux: "5" into clear_refs). */
function resetVmHwm(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

export function startMemorySampler(intervalMs = 20): { stop(): MemoryReport } {
  const first = process.memoryUsage();
  const report: MemoryReport = {
    baselineRss: first.rss,
    peakRss: first.rss,
    peakHeapUsed: first.heapUsed,
    peakExternal: first.external,
    peakArrayBuffers: first.arrayBuffers,
    kernelPeak: resetVmHwm() && vmHwm() !== undefined,
    samples: 0,
  };
  const sample = () => {
    const usage = process.memoryUsage();
    report.peakRss = Math.max(report.peakRss, usage.rss);
    report.peakHeapUsed = Math.max(report.peakHeapUsed, usage.heapUsed);
    report.peakExternal = Math.max(report.peakExternal, usage.external);
    report.peakArrayBuffers = Math.max(report.peakArrayBuffers, usage.arrayBuffers);
    report.samples += 1;
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      if (report.kernelPeak) report.peakRss = Math.max(report.peakRss, vmHwm() ?? 0);
      return report;
    },
  };
}
