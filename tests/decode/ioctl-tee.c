/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: TEE requests on a descriptor that is not a TEE device (they fail):
 * shared memory allocation and registration, cancel and close, and the
 * buffers of the session requests with each parameter kind; a buffer whose
 * length does not match its parameters prints as an address.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/tee.h>

#define P sizeof(struct tee_ioctl_param)

static const char *const logins[] = {
	"TEE_IOCTL_LOGIN_PUBLIC", "TEE_IOCTL_LOGIN_USER", "TEE_IOCTL_LOGIN_GROUP",
	"0x3 /* TEE_IOCTL_LOGIN_??? */", "TEE_IOCTL_LOGIN_APPLICATION",
	"TEE_IOCTL_LOGIN_USER_APPLICATION", "TEE_IOCTL_LOGIN_GROUP_APPLICATION",
};

#define CLNT_ARRAY "[0x34, 0x34, 0x34, 0x34, 0x34, 0x34, 0x34, 0x34, 0x34, 0x34" \
	", 0x34, 0x34, 0x34, 0x34, 0x34, 0x34]"

int main(void)
{
	long rc;
	int fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	struct tee_ioctl_version_data *vd = tail_alloc(sizeof(*vd));
	rc = syscall(SYS_ioctl, fd, TEE_IOC_VERSION, vd);
	printf("ioctl(%d, TEE_IOC_VERSION, %s) = %s\n", fd, sprintaddr(vd), sprintrc(rc));

	struct tee_ioctl_shm_alloc_data *sa = tail_alloc(sizeof(*sa));
	*sa = (struct tee_ioctl_shm_alloc_data){ .size = 4096, .flags = 0x5, .id = 7 };
	rc = syscall(SYS_ioctl, fd, TEE_IOC_SHM_ALLOC, sa);
	printf("ioctl(%d, TEE_IOC_SHM_ALLOC, {size=0x1000"
	       ", flags=TEE_IOCTL_SHM_MAPPED|TEE_IOCTL_SHM_EXT_DMA_BUF}) = %s\n", fd, sprintrc(rc));
	sa->flags = 0x80;
	rc = syscall(SYS_ioctl, fd, TEE_IOC_SHM_ALLOC, sa);
	printf("ioctl(%d, TEE_IOC_SHM_ALLOC, {size=0x1000, flags=0x80 /* TEE_IOCTL_SHM_??? */})"
	       " = %s\n", fd, sprintrc(rc));
	struct tee_ioctl_shm_register_data *sr = tail_alloc(sizeof(*sr));
	*sr = (struct tee_ioctl_shm_register_data){ .addr = 0x1000, .length = 0x2000, .id = 3 };
	rc = syscall(SYS_ioctl, fd, TEE_IOC_SHM_REGISTER, sr);
	printf("ioctl(%d, TEE_IOC_SHM_REGISTER, {addr=0x1000, length=0x2000, flags=0}) = %s\n",
	       fd, sprintrc(rc));
	struct tee_ioctl_cancel_arg *ca = tail_alloc(sizeof(*ca));
	*ca = (struct tee_ioctl_cancel_arg){ .cancel_id = 0xffffffff, .session = 6 };
	rc = syscall(SYS_ioctl, fd, TEE_IOC_CANCEL, ca);
	printf("ioctl(%d, TEE_IOC_CANCEL, {cancel_id=4294967295, session=0x6}) = %s\n", fd,
	       sprintrc(rc));
	struct tee_ioctl_close_session_arg *cs = tail_alloc(sizeof(*cs));
	cs->session = 9;
	rc = syscall(SYS_ioctl, fd, TEE_IOC_CLOSE_SESSION, cs);
	printf("ioctl(%d, TEE_IOC_CLOSE_SESSION, {session=0x9}) = %s\n", fd, sprintrc(rc));
	rc = syscall(SYS_ioctl, fd, TEE_IOC_CANCEL, NULL);
	printf("ioctl(%d, TEE_IOC_CANCEL, NULL) = %s\n", fd, sprintrc(rc));

	struct tee_ioctl_buf_data *bd = tail_alloc(sizeof(*bd));
	size_t osz = sizeof(struct tee_ioctl_open_session_arg) + 2 * P;
	struct tee_ioctl_open_session_arg *os = tail_alloc(osz);
	memset(os, 0, osz);
	memset(os->uuid, 0xab, sizeof(os->uuid));
	memset(os->clnt_uuid, 0x34, sizeof(os->clnt_uuid));
	os->cancel_id = 2;
	os->session = 3;
	os->num_params = 2;
	os->params[0].attr = TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_INPUT;
	os->params[0].a = 1;
	os->params[0].b = 2;
	os->params[0].c = 3;
	os->params[1].attr = TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INOUT | TEE_IOCTL_PARAM_ATTR_META;
	os->params[1].a = 10;
	os->params[1].b = 20;
	os->params[1].c = 30;
	bd->buf_ptr = (uintptr_t)os;
	bd->buf_len = osz;
	for (unsigned int l = 0; l < sizeof(logins) / sizeof(logins[0]); l++) {
		os->clnt_login = l;
		rc = syscall(SYS_ioctl, fd, TEE_IOC_OPEN_SESSION, bd);
		printf("ioctl(%d, TEE_IOC_OPEN_SESSION, {buf_len=%zu, buf_ptr={uuid=abababab-abab"
		       "-abab-abab-abababababab, clnt_login=%s%s, cancel_id=2, num_params=2"
		       ", params=[{attr=TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_INPUT, a=0x1, b=0x2, c=0x3}"
		       ", {attr=TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_INOUT|TEE_IOCTL_PARAM_ATTR_META"
		       ", a=0xa, b=0x14, c=0x1e}]}}) = %s\n", fd, osz, logins[l],
		       l == 2 || l == 6 ? ", clnt_uuid=875836468" : l == 3 ? ", clnt_uuid=" CLNT_ARRAY : "",
		       sprintrc(rc));
	}
	os->num_params = 3;
	rc = syscall(SYS_ioctl, fd, TEE_IOC_OPEN_SESSION, bd);
	printf("ioctl(%d, TEE_IOC_OPEN_SESSION, {buf_len=%zu, buf_ptr=%s}) = %s\n", fd, osz,
	       sprintaddr(os), sprintrc(rc));
	os->num_params = 0;
	os->clnt_login = 0x80000000;
	bd->buf_len = sizeof(*os);
	rc = syscall(SYS_ioctl, fd, TEE_IOC_OPEN_SESSION, bd);
	printf("ioctl(%d, TEE_IOC_OPEN_SESSION, {buf_len=%zu, buf_ptr={uuid=abababab-abab"
	       "-abab-abab-abababababab, clnt_login=0x80000000 /* TEE_IOCTL_LOGIN_??? */"
	       ", clnt_uuid=" CLNT_ARRAY ", cancel_id=2, num_params=0, params=NULL}}) = %s\n",
	       fd, sizeof(*os), sprintrc(rc));
	bd->buf_len = 10;
	rc = syscall(SYS_ioctl, fd, TEE_IOC_OPEN_SESSION, bd);
	printf("ioctl(%d, TEE_IOC_OPEN_SESSION, {buf_len=10, buf_ptr=%s}) = %s\n", fd,
	       sprintaddr(os), sprintrc(rc));

	size_t isz = sizeof(struct tee_ioctl_invoke_arg) + P;
	struct tee_ioctl_invoke_arg *ia = tail_alloc(isz);
	memset(ia, 0, isz);
	ia->func = 0x11;
	ia->session = 0x22;
	ia->cancel_id = 0x33;
	ia->num_params = 1;
	bd->buf_ptr = (uintptr_t)ia;
	bd->buf_len = isz;
	rc = syscall(SYS_ioctl, fd, TEE_IOC_INVOKE, bd);
	printf("ioctl(%d, TEE_IOC_INVOKE, {buf_len=%zu, buf_ptr={func=17, session=0x22"
	       ", cancel_id=51, num_params=1, params=[{attr=TEE_IOCTL_PARAM_ATTR_TYPE_NONE}]}})"
	       " = %s\n", fd, isz, sprintrc(rc));

	size_t rsz = sizeof(struct tee_iocl_supp_recv_arg) + P;
	struct tee_iocl_supp_recv_arg *rv = tail_alloc(rsz);
	memset(rv, 0, rsz);
	rv->func = 1;
	rv->num_params = 1;
	rv->params[0].attr = TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_OUTPUT;
	rv->params[0].a = 5;
	bd->buf_ptr = (uintptr_t)rv;
	bd->buf_len = rsz;
	rc = syscall(SYS_ioctl, fd, TEE_IOC_SUPPL_RECV, bd);
	printf("ioctl(%d, TEE_IOC_SUPPL_RECV, {buf_len=%zu, buf_ptr={func=1, num_params=1"
	       ", params=[{attr=TEE_IOCTL_PARAM_ATTR_TYPE_VALUE_OUTPUT, a=0x5, b=0, c=0}]}})"
	       " = %s\n", fd, rsz, sprintrc(rc));

	static const struct {
		uint64_t attr;
		const char *text;
	} attrs[] = {
		{ TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_OUTPUT,
		  "TEE_IOCTL_PARAM_ATTR_TYPE_MEMREF_OUTPUT, shm_offs=0x1, size=0x2, shm_id=18446744073709551615" },
		{ 0x100, "TEE_IOCTL_PARAM_ATTR_TYPE_NONE|TEE_IOCTL_PARAM_ATTR_META, a=0x1, b=0x2"
			 ", c=0xffffffffffffffff" },
		{ 0x200, "0x200 /* TEE_IOCTL_PARAM_ATTR_ */, a=0x1, b=0x2, c=0xffffffffffffffff" },
		{ 0x305, "0x205 /* TEE_IOCTL_PARAM_ATTR_ */|TEE_IOCTL_PARAM_ATTR_META, a=0x1"
			 ", b=0x2, c=0xffffffffffffffff" },
		{ 0x1000000000ULL, "TEE_IOCTL_PARAM_ATTR_TYPE_NONE, a=0x1, b=0x2"
				   ", c=0xffffffffffffffff" },
		{ 0x4, "0x4 /* TEE_IOCTL_PARAM_ATTR_ */, a=0x1, b=0x2, c=0xffffffffffffffff" },
	};
	enum { NA = sizeof(attrs) / sizeof(attrs[0]) };
	size_t ssz = sizeof(struct tee_iocl_supp_send_arg) + NA * P;
	struct tee_iocl_supp_send_arg *sd = tail_alloc(ssz);
	memset(sd, 0, ssz);
	sd->ret = 1;
	sd->num_params = NA;
	for (int i = 0; i < NA; i++) {
		sd->params[i].attr = attrs[i].attr;
		sd->params[i].a = 1;
		sd->params[i].b = 2;
		sd->params[i].c = -1ULL;
	}
	bd->buf_ptr = (uintptr_t)sd;
	bd->buf_len = ssz;
	rc = syscall(SYS_ioctl, fd, TEE_IOC_SUPPL_SEND, bd);
	printf("ioctl(%d, TEE_IOC_SUPPL_SEND, {buf_len=%zu, buf_ptr={num_params=%d, params=[",
	       fd, ssz, NA);
	for (int i = 0; i < NA; i++)
		printf("%s{attr=%s}", i ? ", " : "", attrs[i].text);
	printf("]}}) = %s\n", sprintrc(rc));
	bd->buf_ptr = 0;
	rc = syscall(SYS_ioctl, fd, TEE_IOC_INVOKE, bd);
	printf("ioctl(%d, TEE_IOC_INVOKE, {buf_len=%zu, buf_ptr=NULL}) = %s\n", fd, ssz,
	       sprintrc(rc));

	puts("+++ exited with 0 +++");
	return 0;
}
