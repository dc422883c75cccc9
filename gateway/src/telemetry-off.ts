// Imported first by main.ts: @apollo/gateway otherwise probes cloud metadata
// addresses and exports usage data to Apollo. The platform never phones home.
process.env.APOLLO_TELEMETRY_DISABLED = 'true';
export {};
