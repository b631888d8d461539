import { describe, expect, it } from "vitest";
import { describeMemory, memoryFromMetrics } from "./server-memory.mjs";

// Shaped like prom-client's default metrics as /api/metrics serves them.
const text = `# HELP process_resident_memory_bytes Resident memory size in bytes.
# TYPE process_resident_memory_bytes gauge
process_resident_memory_bytes 419430400
# HELP nodejs_heap_size_total_bytes Process heap size from Node.js in bytes.
# TYPE nodejs_heap_size_total_bytes gauge
nodejs_heap_size_total_bytes 199229440
nodejs_heap_size_used_bytes 157286400
nodejs_external_memory_bytes 3.145728e+7
nodejs_heap_space_size_used_bytes{space="old"} 104857600
`;

describe("server memory", () => {
  it("reads V8's heap and external memory in MiB", () => {
    expect(memoryFromMetrics(text)).toEqual({ heapUsed: 150, heapTotal: 190, external: 30 });
  });

  it("leaves a missing figure null rather than guess it", () => {
    expect(memoryFromMetrics("process_resident_memory_bytes 1\n")).toEqual({ heapUsed: null, heapTotal: null, external: null });
  });

  it("says resident memory beside V8's share of it", () => {
    expect(describeMemory({ resident: 412.4, heapUsed: 150, heapTotal: 190, external: null })).toBe("412 MiB (V8 heap 150 MiB used of 190 MiB, external –)");
  });
});
