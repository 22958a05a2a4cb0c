/* systrace: -e trace=ioctl */
/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl: SG_IO on a descriptor that is not an sg device (it fails, and the
 * kernel writes nothing back): struct sg_io_hdr ('S') in each transfer
 * direction, with data in a buffer, in iovecs and past -s, a residue, bad
 * pointers; struct sg_io_v4 ('Q'); another first word; a header cut short by
 * unmapped memory; NULL and a bad address. The output fields strace prints at
 * exit even for a failed call are addresses when the result is unknown.
 */
#include "tests.h"

#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/uio.h>
#include <scsi/sg.h>
#include <linux/bsg.h>

static int fd;
static char head[4096];

/* The exit part of a v3 header: what strace prints after the call, or the
 * buffers as addresses when the result is unknown. */
static const char *v3_exit(const sg_io_hdr_t *h, const char *data)
{
	static char unknown[256], known[2048];
	int n = 0;
	if (h->dxfer_direction == SG_DXFER_FROM_DEV)
		n = snprintf(unknown, sizeof(unknown), ", dxferp=%s", sprintaddr(h->dxferp));
	snprintf(unknown + n, sizeof(unknown) - n, ", sbp=%s", sprintaddr(h->sbp));
	snprintf(known, sizeof(known), "%s, status=%#x, masked_status=%#x, msg_status=%#x"
		 ", sb_len_wr=%u, sbp=%s, host_status=%#x, driver_status=%#x, resid=%d"
		 ", duration=%u, info=%s", data, h->status, h->masked_status, h->msg_status,
		 h->sb_len_wr, h->sbp ? (h->sb_len_wr ? "\"\\x70\\x00\"" : "\"\"") : "NULL",
		 h->host_status, h->driver_status, h->resid, h->duration,
		 h->info == 0 ? "0" : h->info == SG_INFO_CHECK ? "SG_INFO_CHECK"
		 : "SG_INFO_CHECK|SG_INFO_MIXED_IO|0x8");
	return sprint_alt(unknown, known);
}

static void call(void *arg, const char *text, const char *exit_text)
{
	long rc = syscall(SYS_ioctl, fd, SG_IO, arg);
	printf("ioctl(%d, SG_IO, %s%s%s) = %s\n", fd, text, exit_text, *exit_text ? "}" : "",
	       sprintrc(rc));
}

int main(void)
{
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		perror_msg_and_fail("open");

	unsigned char *cmd = tail_alloc(6);
	memcpy(cmd, "\x12\x01\x02\x03\x04\x05", 6);
	unsigned char *sense = tail_alloc(32);
	memset(sense, 0, 32);
	sense[0] = 0x70;
	unsigned char *data = tail_alloc(48);
	for (int i = 0; i < 48; i++)
		data[i] = (unsigned char)('a' + i % 26);
	const char *cmd_s = "\"\\x12\\x01\\x02\\x03\\x04\\x05\"";

	sg_io_hdr_t *h = tail_alloc(sizeof(*h));
	memset(h, 0, sizeof(*h));
	h->interface_id = 'S';
	h->dxfer_direction = SG_DXFER_TO_DEV;
	h->cmd_len = 6;
	h->mx_sb_len = 32;
	h->dxfer_len = 16;
	h->dxferp = data;
	h->cmdp = cmd;
	h->sbp = sense;
	h->timeout = 1000;
	h->flags = SG_FLAG_DIRECT_IO;
	h->pack_id = 7;
	h->usr_ptr = (void *)0x1234;

	/* To the device: the data at entry. */
	snprintf(head, sizeof(head), "{interface_id='S', dxfer_direction=SG_DXFER_TO_DEV"
		 ", cmd_len=6, cmdp=%s, mx_sb_len=32, iovec_count=0, dxfer_len=16"
		 ", timeout=1000, flags=SG_FLAG_DIRECT_IO, dxferp=%s", cmd_s,
		 sprint_quoted(data, 16, 1));
	call(h, head, v3_exit(h, ""));

	/* From the device: the data at exit, less the residue. */
	h->dxfer_direction = SG_DXFER_FROM_DEV;
	h->resid = 4;
	h->status = 2;
	h->sb_len_wr = 2;
	h->info = SG_INFO_CHECK;
	h->flags = 0x11;
	snprintf(head, sizeof(head), "{interface_id='S', dxfer_direction=SG_DXFER_FROM_DEV"
		 ", cmd_len=6, cmdp=%s, mx_sb_len=32, iovec_count=0, dxfer_len=16"
		 ", timeout=1000, flags=SG_FLAG_DIRECT_IO|SG_FLAG_Q_AT_TAIL", cmd_s);
	char dp[256];
	snprintf(dp, sizeof(dp), ", dxferp=%s", sprint_quoted(data, 12, 1));
	call(h, head, v3_exit(h, dp));

	/* Both ways: the data sent, and " => " what came back. */
	h->dxfer_direction = SG_DXFER_TO_FROM_DEV;
	h->resid = 0;
	h->sb_len_wr = 0;
	h->status = 0;
	h->info = 0;
	h->flags = 0;
	h->dxfer_len = 8;
	snprintf(head, sizeof(head), "{interface_id='S', dxfer_direction=SG_DXFER_TO_FROM_DEV"
		 ", cmd_len=6, cmdp=%s, mx_sb_len=32, iovec_count=0, dxfer_len=8"
		 ", timeout=1000, flags=0, dxferp=%s", cmd_s, sprint_quoted(data, 8, 1));
	snprintf(dp, sizeof(dp), " => dxferp=%s", sprint_quoted(data, 8, 1));
	call(h, head, v3_exit(h, dp));
	/* ... nothing came back when the residue is the whole length. */
	h->resid = 8;
	call(h, head, v3_exit(h, ""));

	/* No data; a direction and flags with no name; no sense buffer. */
	h->dxfer_direction = SG_DXFER_NONE;
	h->resid = -1;
	h->sbp = NULL;
	h->info = 0xd;
	h->flags = 0x80000;
	snprintf(head, sizeof(head), "{interface_id='S', dxfer_direction=SG_DXFER_NONE"
		 ", cmd_len=6, cmdp=%s, mx_sb_len=32, iovec_count=0, dxfer_len=8"
		 ", timeout=1000, flags=0x80000 /* SG_FLAG_??? */", cmd_s);
	call(h, head, v3_exit(h, ""));
	h->dxfer_direction = -7;
	h->flags = 0;
	h->info = 0;
	h->resid = 0;
	snprintf(head, sizeof(head), "{interface_id='S', dxfer_direction=0xfffffff9"
		 " /* SG_DXFER_??? */, cmd_len=6, cmdp=%s, mx_sb_len=32, iovec_count=0"
		 ", dxfer_len=8, timeout=1000, flags=0", cmd_s);
	call(h, head, v3_exit(h, ""));

	/* More data than -s shows; an unreadable command. */
	h->dxfer_direction = SG_DXFER_TO_DEV;
	h->dxfer_len = 48;
	h->cmdp = BAD_ADDR;
	h->sbp = sense;
	snprintf(head, sizeof(head), "{interface_id='S', dxfer_direction=SG_DXFER_TO_DEV"
		 ", cmd_len=6, cmdp=%s, mx_sb_len=32, iovec_count=0, dxfer_len=48"
		 ", timeout=1000, flags=0, dxferp=%s...", sprintaddr(BAD_ADDR),
		 sprint_quoted(data, 32, 1));
	call(h, head, v3_exit(h, ""));

	/* Data in iovecs: strings, up to dxfer_len in all. */
	struct iovec *iov = tail_alloc(2 * sizeof(*iov));
	iov[0] = (struct iovec){ data, 4 };
	iov[1] = (struct iovec){ data + 4, 8 };
	h->cmdp = cmd;
	h->iovec_count = 2;
	h->dxfer_len = 10;
	h->dxferp = iov;
	snprintf(head, sizeof(head), "{interface_id='S', dxfer_direction=SG_DXFER_TO_DEV"
		 ", cmd_len=6, cmdp=%s, mx_sb_len=32, iovec_count=2, dxfer_len=10"
		 ", timeout=1000, flags=0, dxferp=[{iov_base=\"abcd\", iov_len=4}"
		 ", {iov_base=\"efghij\", iov_len=8}]", cmd_s);
	call(h, head, v3_exit(h, ""));
	h->dxfer_direction = SG_DXFER_FROM_DEV;
	snprintf(head, sizeof(head), "{interface_id='S', dxfer_direction=SG_DXFER_FROM_DEV"
		 ", cmd_len=6, cmdp=%s, mx_sb_len=32, iovec_count=2, dxfer_len=10"
		 ", timeout=1000, flags=0", cmd_s);
	call(h, head, v3_exit(h, ", dxferp=[{iov_base=\"abcd\", iov_len=4}"
			      ", {iov_base=\"efghij\", iov_len=8}]"));

	/* The bsg header. */
	struct sg_io_v4 *v = tail_alloc(sizeof(*v));
	memset(v, 0, sizeof(*v));
	v->guard = 'Q';
	v->protocol = BSG_PROTOCOL_SCSI;
	v->subprotocol = BSG_SUB_PROTOCOL_SCSI_CMD;
	v->request_len = 6;
	v->request = (uintptr_t)cmd;
	v->request_tag = 0x1f;
	v->request_attr = 6;
	v->request_priority = 7;
	v->request_extra = 8;
	v->max_response_len = 32;
	v->response = (uintptr_t)sense;
	v->response_len = 2;
	v->dout_xfer_len = 16;
	v->din_xfer_len = 8;
	v->din_resid = 3;
	v->dout_xferp = (uintptr_t)data;
	v->din_xferp = (uintptr_t)(data + 20);
	v->timeout = 9;
	v->flags = BSG_FLAG_Q_AT_TAIL;
	v->usr_ptr = 0x4321;
	v->info = SG_INFO_CHECK;
	v->duration = 5;
	v->generated_tag = 0xab;
	snprintf(head, sizeof(head), "{guard='Q', protocol=BSG_PROTOCOL_SCSI"
		 ", subprotocol=BSG_SUB_PROTOCOL_SCSI_CMD, request_len=6, request=%s"
		 ", request_tag=0x1f, request_attr=6, request_priority=7, request_extra=8"
		 ", max_response_len=32, dout_iovec_count=0, dout_xfer_len=16"
		 ", din_iovec_count=0, din_xfer_len=8, dout_xferp=%s, timeout=9"
		 ", flags=BSG_FLAG_Q_AT_TAIL, usr_ptr=0x4321", cmd_s, sprint_quoted(data, 16, 1));
	char unknown[128], known[512];
	snprintf(unknown, sizeof(unknown), ", response=%#lx, din_xferp=%#lx",
		 (unsigned long)v->response, (unsigned long)v->din_xferp);
	snprintf(known, sizeof(known), ", response_len=2, response=\"\\x70\\x00\""
		 ", din_xferp=%s, driver_status=0, transport_status=0, device_status=0"
		 ", retry_delay=0, info=SG_INFO_CHECK, duration=5, response_len=2, din_resid=3"
		 ", dout_resid=0, generated_tag=0xab", sprint_quoted(data + 20, 5, 1));
	call(v, head, sprint_alt(unknown, known));

	/* Values with no name, data in iovecs. */
	v->protocol = 2;
	v->subprotocol = 3;
	v->flags = 0x41;
	v->dout_iovec_count = 2;
	v->dout_xfer_len = 6;
	v->dout_xferp = (uintptr_t)iov;
	v->din_iovec_count = 1;
	v->din_xferp = (uintptr_t)iov;
	v->din_resid = 0;
	v->response_len = 0;
	v->response = 0;
	snprintf(head, sizeof(head), "{guard='Q', protocol=0x2 /* BSG_PROTOCOL_??? */"
		 ", subprotocol=0x3 /* BSG_SUB_PROTOCOL_??? */, request_len=6, request=%s"
		 ", request_tag=0x1f, request_attr=6, request_priority=7, request_extra=8"
		 ", max_response_len=32, dout_iovec_count=2, dout_xfer_len=6"
		 ", din_iovec_count=1, din_xfer_len=8, dout_xferp=[{iov_base=\"abcd\""
		 ", iov_len=4}, {iov_base=\"ef\", iov_len=8}], timeout=9"
		 ", flags=0x41 /* BSG_FLAG_??? */, usr_ptr=0x4321", cmd_s);
	snprintf(unknown, sizeof(unknown), ", response=0, din_xferp=%#lx",
		 (unsigned long)v->din_xferp);
	snprintf(known, sizeof(known), ", response_len=0, response=NULL"
		 ", din_xferp=[{iov_base=\"abcd\", iov_len=4}], driver_status=0"
		 ", transport_status=0, device_status=0, retry_delay=0, info=SG_INFO_CHECK"
		 ", duration=5, response_len=0, din_resid=0, dout_resid=0, generated_tag=0xab");
	call(v, head, sprint_alt(unknown, known));

	/* Another first word; the header cut short; no header at all. */
	h->interface_id = 'Z';
	call(h, "[90]", "");
	int *s_only = tail_alloc(sizeof(int));
	*s_only = 'S';
	snprintf(head, sizeof(head), "{interface_id='S', %s}", sprintaddr(s_only + 1));
	call(s_only, head, "");
	*s_only = 'Q';
	snprintf(head, sizeof(head), "{guard='Q', %s}", sprintaddr(s_only + 1));
	call(s_only, head, "");
	call(NULL, "NULL", "");
	call(BAD_ADDR, sprintaddr(BAD_ADDR), "");

	puts("+++ exited with 0 +++");
	return 0;
}
