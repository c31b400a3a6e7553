// The scenarios run Debian's nginx and redis-server. On a fresh machine (CI runs as root) this installs them with
// apt-get; elsewhere it says what to install. It never starts them: each test starts its own on 127.0.0.1.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const needed = [
  { name: 'nginx', paths: ['/usr/sbin/nginx', '/usr/bin/nginx'] },
  { name: 'redis-server', paths: ['/usr/bin/redis-server', '/usr/local/bin/redis-server'] }
]
const missing = needed.filter((tool) => !tool.paths.some((path) => existsSync(path)))
if (missing.length > 0) {
  const names = missing.map((tool) => tool.name)
  if (process.getuid?.() !== 0) {
    console.error(
      `tests/production needs ${names.join(' and ')}: install them (Debian: sudo apt-get install -y ${names.join(' ')})`
    )
    process.exit(1)
  }
  console.log(`installing ${names.join(' and ')} from Debian's packages`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env })
}
