#!/usr/bin/env bash
# 명령 하나를 CPU 한 코어의 PERCENT %로 묶어 돌린다 (리눅스 cgroup의 CPU 할당량; root 필요).
# 휴대폰급 브라우저를 흉내 낼 때: Chrome의 CPU 늦추기(DevTools, CDP)는 페이지의 스레드만 늦추고 웹
# 작업자에는 닿지 않는다 ("Operation is only supported for pages, not workers"). 할당량은 브라우저의 모든
# 프로세스와 스레드가 같이 나눠 쓰므로 같은 배수의 늦추기보다 더 빡빡하다.
#
#   tools/cpu-quota.sh 25 node tests/web/tablebase.mjs dist
set -euo pipefail
percent=${1:?usage: tools/cpu-quota.sh PERCENT COMMAND...}
shift
name="ai-arcade-quota-$$"
period=100000
quota=$((period * percent / 100))
if [ -d /sys/fs/cgroup/cpu ] && [ -w /sys/fs/cgroup/cpu ]; then
  dir=/sys/fs/cgroup/cpu/$name # cgroup v1
  mkdir "$dir"
  echo "$period" > "$dir/cpu.cfs_period_us"
  echo "$quota" > "$dir/cpu.cfs_quota_us"
elif [ -f /sys/fs/cgroup/cgroup.controllers ]; then
  dir=/sys/fs/cgroup/$name # cgroup v2
  mkdir "$dir"
  echo "$quota $period" > "$dir/cpu.max"
else
  echo "cpu-quota: no writable cgroup CPU controller here" >&2
  exit 2
fi
trap 'rmdir "$dir" 2>/dev/null || true' EXIT
echo $$ > "$dir/cgroup.procs"
"$@"
