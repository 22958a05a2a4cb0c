/* systrace: -e trace=bpf */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/* bpf: map commands, ids, short and long attributes, unknown commands, failures
 * (bpf_prog is the test of the commands with strings behind the attribute). */
#include "tests.h"

#include <linux/bpf.h>

static long sys_bpf(unsigned int cmd, void *attr, unsigned int size)
{
	return syscall(SYS_bpf, cmd, attr, size);
}

int main(void)
{
	long rc;
	union bpf_attr *a = tail_alloc(sizeof(*a));
	memset(a, 0, sizeof(*a));
	a->map_type = BPF_MAP_TYPE_ARRAY;
	a->key_size = 4;
	a->value_size = 8;
	a->max_entries = 2;
	strcpy(a->map_name, "systrace_map");
	rc = sys_bpf(BPF_MAP_CREATE, a, 72);
	printf("bpf(BPF_MAP_CREATE, {map_type=BPF_MAP_TYPE_ARRAY, key_size=4, value_size=8, "
	       "max_entries=2, map_flags=0, inner_map_fd=0, map_name=\"systrace_map\", map_ifindex=0, "
	       "btf_fd=0, btf_key_type_id=0, btf_value_type_id=0, btf_vmlinux_value_type_id=0, "
	       "map_extra=0}, 72) = %s\n", sprintrc(rc));
	if (rc < 0)
		skip_because("BPF_MAP_CREATE: %s", strerror(errno));
	int fd = (int)rc;
	a->map_flags = BPF_F_NUMA_NODE | BPF_F_RDONLY_PROG | 0x100000;
	a->numa_node = -1;
	rc = sys_bpf(BPF_MAP_CREATE, a, 28);
	printf("bpf(BPF_MAP_CREATE, {map_type=BPF_MAP_TYPE_ARRAY, key_size=4, value_size=8, "
	       "max_entries=2, map_flags=BPF_F_NUMA_NODE|BPF_F_RDONLY_PROG|0x100000, inner_map_fd=0, "
	       "numa_node=4294967295 /* NUMA_NO_NODE */}, 28) = %s\n", sprintrc(rc));
	rc = sys_bpf(BPF_MAP_CREATE, a, 16);
	printf("bpf(BPF_MAP_CREATE, {map_type=BPF_MAP_TYPE_ARRAY, key_size=4, value_size=8, "
	       "max_entries=2}, 16) = %s\n", sprintrc(rc));

	static uint32_t key = 1, next;
	static uint64_t value = 42;
	memset(a, 0, sizeof(*a));
	a->map_fd = fd;
	a->key = (uintptr_t)&key;
	a->value = (uintptr_t)&value;
	a->flags = BPF_EXIST;
	rc = sys_bpf(BPF_MAP_UPDATE_ELEM, a, 32);
	printf("bpf(BPF_MAP_UPDATE_ELEM, {map_fd=%d, key=%p, value=%p, flags=BPF_EXIST}, 32) = %s\n",
	       fd, &key, &value, sprintrc(rc));
	a->flags = 0;
	rc = sys_bpf(BPF_MAP_LOOKUP_ELEM, a, 32);
	printf("bpf(BPF_MAP_LOOKUP_ELEM, {map_fd=%d, key=%p, value=%p, flags=BPF_ANY}, 32) = %s\n",
	       fd, &key, &value, sprintrc(rc));
	a->flags = BPF_F_LOCK;
	rc = sys_bpf(BPF_MAP_LOOKUP_ELEM, a, 24);
	printf("bpf(BPF_MAP_LOOKUP_ELEM, {map_fd=%d, key=%p, value=%p}, 24) = %s\n",
	       fd, &key, &value, sprintrc(rc));
	a->next_key = (uintptr_t)&next;
	rc = sys_bpf(BPF_MAP_GET_NEXT_KEY, a, 24);
	printf("bpf(BPF_MAP_GET_NEXT_KEY, {map_fd=%d, key=%p, next_key=%p}, 24) = %s\n",
	       fd, &key, &next, sprintrc(rc));
	rc = sys_bpf(BPF_MAP_DELETE_ELEM, a, 16);
	printf("bpf(BPF_MAP_DELETE_ELEM, {map_fd=%d, key=%p}, 16) = %s\n", fd, &key, sprintrc(rc));

	/* Ids past any in use: the same result in every run. */
	memset(a, 0, sizeof(*a));
	a->start_id = 0xfffffff0;
	rc = sys_bpf(BPF_MAP_GET_NEXT_ID, a, 12);
	printf("bpf(BPF_MAP_GET_NEXT_ID, {start_id=4294967280, next_id=0, open_flags=0}, 12) = %s\n",
	       sprintrc(rc));
	memset(a, 0, sizeof(*a));
	a->map_id = 0xfffffff0;
	a->open_flags = BPF_F_RDONLY;
	rc = sys_bpf(BPF_MAP_GET_FD_BY_ID, a, 12);
	printf("bpf(BPF_MAP_GET_FD_BY_ID, {map_id=4294967280, next_id=0, open_flags=BPF_F_RDONLY}, 12) = %s\n",
	       sprintrc(rc));
	memset(a, 0, sizeof(*a));
	a->map_fd = fd;
	((char *)a)[100] = 1;
	rc = sys_bpf(BPF_MAP_FREEZE, a, 128);
	printf("bpf(BPF_MAP_FREEZE, {map_fd=%d, ...}, 128) = %s\n", fd, sprintrc(rc));

	static uint32_t keys[2] = { 0, 1 }, ok[4];
	static uint64_t vals[2] = { 5, 6 }, ov[4], ob;
	memset(a, 0, sizeof(*a));
	a->batch.keys = (uintptr_t)keys;
	a->batch.values = (uintptr_t)vals;
	a->batch.count = 2;
	a->batch.map_fd = fd;
	rc = sys_bpf(BPF_MAP_UPDATE_BATCH, a, 56);
	printf("bpf(BPF_MAP_UPDATE_BATCH, {batch={keys=%p, values=%p, count=2, map_fd=%d, "
	       "elem_flags=BPF_ANY, flags=0}}, 56) = %s\n", keys, vals, fd, sprintrc(rc));
	memset(a, 0, sizeof(*a));
	a->batch.out_batch = (uintptr_t)&ob;
	a->batch.keys = (uintptr_t)ok;
	a->batch.values = (uintptr_t)ov;
	a->batch.count = 4;
	a->batch.map_fd = fd;
	rc = sys_bpf(BPF_MAP_LOOKUP_BATCH, a, 56);
	char cnt[64] = "";
	if (a->batch.count != 4)
		snprintf(cnt, sizeof(cnt), " => {batch={count=%u}}", a->batch.count);
	printf("bpf(BPF_MAP_LOOKUP_BATCH, {batch={in_batch=NULL, out_batch=%p, keys=%p, values=%p, "
	       "count=4, map_fd=%d, elem_flags=BPF_ANY, flags=0}}%s, 56) = %s\n", &ob, ok, ov, fd,
	       sprint_alt("", cnt), sprintrc(rc));
	memset(a, 0, sizeof(*a));
	a->batch.keys = (uintptr_t)keys;
	a->batch.count = 1;
	a->batch.map_fd = -1;
	a->batch.elem_flags = BPF_F_LOCK;
	rc = sys_bpf(BPF_MAP_DELETE_BATCH, a, 56);
	printf("bpf(BPF_MAP_DELETE_BATCH, {batch={keys=%p, count=1, map_fd=-1, elem_flags=BPF_F_LOCK, "
	       "flags=0}}, 56) = %s\n", keys, sprintrc(rc));

	memset(a, 0, sizeof(*a));
	a->test.prog_fd = -1;
	a->test.repeat = 3;
	rc = sys_bpf(BPF_PROG_TEST_RUN, a, 76);
	printf("bpf(BPF_PROG_TEST_RUN, {test={prog_fd=-1, retval=0, data_size_in=0, data_size_out=0, "
	       "data_in=NULL, data_out=NULL, repeat=3, duration=0, ctx_size_in=0, ctx_size_out=0, "
	       "ctx_in=NULL, ctx_out=NULL, flags=0, cpu=0, batch_size=0}}, 76) = %s\n", sprintrc(rc));
	rc = sys_bpf(BPF_PROG_TEST_RUN, a, 40);
	printf("bpf(BPF_PROG_TEST_RUN, {test={prog_fd=-1, retval=0, data_size_in=0, data_size_out=0, "
	       "data_in=NULL, data_out=NULL, repeat=3, duration=0}}, 40) = %s\n", sprintrc(rc));
	static uint32_t ids[4];
	memset(a, 0, sizeof(*a));
	a->query.target_fd = -1;
	a->query.attach_type = BPF_CGROUP_INET_INGRESS;
	a->query.query_flags = BPF_F_QUERY_EFFECTIVE;
	a->query.prog_ids = (uintptr_t)ids;
	a->query.prog_cnt = 4;
	rc = sys_bpf(BPF_PROG_QUERY, a, 28);
	printf("bpf(BPF_PROG_QUERY, {query={target_fd=-1, attach_type=BPF_CGROUP_INET_INGRESS, "
	       "query_flags=BPF_F_QUERY_EFFECTIVE, attach_flags=0, prog_ids=%p, prog_cnt=4}}, 28) = %s\n",
	       ids, sprintrc(rc));
	memset(a, 0, sizeof(*a));
	a->link_update.link_fd = -1;
	a->link_update.new_prog_fd = -1;
	a->link_update.flags = BPF_F_REPLACE;
	a->link_update.old_prog_fd = 5;
	rc = sys_bpf(BPF_LINK_UPDATE, a, 16);
	printf("bpf(BPF_LINK_UPDATE, {link_update={link_fd=-1, new_prog_fd=-1, flags=BPF_F_REPLACE, "
	       "old_prog_fd=5}}, 16) = %s\n", sprintrc(rc));

	static struct bpf_map_info info;
	memset(a, 0, sizeof(*a));
	a->info.bpf_fd = fd;
	a->info.info_len = 16;
	a->info.info = (uintptr_t)&info;
	rc = sys_bpf(BPF_OBJ_GET_INFO_BY_FD, a, 16);
	char len_out[32] = "";
	if (a->info.info_len != 16)
		snprintf(len_out, sizeof(len_out), " => %u", a->info.info_len);
	printf("bpf(BPF_OBJ_GET_INFO_BY_FD, {info={bpf_fd=%d, info_len=16%s, info=%p}}, 16) = %s\n",
	       fd, sprint_alt("", len_out), &info, sprintrc(rc));

	memset(a, 0, sizeof(*a));
	a->link_create.prog_fd = -1;
	a->link_create.target_fd = -1;
	a->link_create.attach_type = BPF_PERF_EVENT;
	a->link_create.perf_event.bpf_cookie = 0xdead;
	rc = sys_bpf(BPF_LINK_CREATE, a, 48);
	printf("bpf(BPF_LINK_CREATE, {link_create={prog_fd=-1, target_fd=-1, attach_type=BPF_PERF_EVENT, "
	       "flags=0, perf_event={bpf_cookie=0xdead}}}, 48) = %s\n", sprintrc(rc));
	a->link_create.attach_type = BPF_XDP;
	a->link_create.flags = 2;
	rc = sys_bpf(BPF_LINK_CREATE, a, 48);
	printf("bpf(BPF_LINK_CREATE, {link_create={prog_fd=-1, target_fd=-1, attach_type=BPF_XDP, "
	       "flags=0x2}, ...}, 48) = %s\n", sprintrc(rc));

	rc = sys_bpf(BPF_MAP_CREATE, BAD_ADDR, 72);
	printf("bpf(BPF_MAP_CREATE, %p, 72) = %s\n", BAD_ADDR, sprintrc(rc));
	rc = sys_bpf(BPF_MAP_CREATE, a, 0);
	printf("bpf(BPF_MAP_CREATE, %p, 0) = %s\n", a, sprintrc(rc));
	rc = sys_bpf(200, a, 8);
	printf("bpf(0xc8 /* BPF_??? */, %p, 8) = %s\n", a, sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
