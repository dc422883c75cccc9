/**
 * The environment variables a person sets to change what the stack uses,
 * named in failure messages (the test stack has its own).
 */
export interface SettingNames {
  postgresPort: string;
  redisPort: string;
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
}

export const LAUNCHER_SETTINGS: SettingNames = {
  postgresPort: 'ZEST_PG_PORT',
  redisPort: 'ZEST_REDIS_PORT',
  databaseUrl: 'DATABASE_URL',
  redisUrl: 'REDIS_URL',
  dataDir: 'ZEST_DATA_DIR',
};
