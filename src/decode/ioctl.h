/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ioctl argument decoders: term.c and fs_ioctl.c by command type, and the
 * families of ioctl_args.c (simple shapes), ioctl_loop.c, ioctl_struct.c,
 * ioctl_sock.c, ioctl_block.c, ioctl_rtc.c, ioctl_ubi.c, ioctl_mtd.c,
 * ioctl_ptp.c, ioctl_v4l2.c (with ioctl_v4l2_fmt.c and ioctl_v4l2_ctrls.c),
 * ioctl_dm.c, ioctl_btrfs.c, ioctl_sg.c (SG_IO in ioctl_sg_io.c), ioctl_gpio.c,
 * ioctl_tee.c, ioctl_kd.c, ioctl_evdev_key.c, ioctl_evdev_ff.c, ioctl_kvm.c,
 * ioctl_perf.c, ioctl_counter.c, ioctl_random.c and ioctl_ptr.c by request.
 * Each is called at entry and, unless it returned RVAL_DECODED or
 * IOCTL_ARG_PRINTED, at exit; it prints ", ARG" itself when it knows the
 * argument and returns IOCTL_ARG_PRINTED, or returns RVAL_DECODED to have the
 * argument printed in hex, or 0 (at entry) to be called again at exit.
 */
#ifndef SYSTRACE_DECODE_IOCTL_H
#define SYSTRACE_DECODE_IOCTL_H

#include <stdbool.h>
#include <stdint.h>

struct tcb;
struct xlat;

/* The argument is printed: nothing more to do at entry or exit. */
#define IOCTL_ARG_PRINTED (1 << 12)

/* An argument the kernel writes, shown at exit: returns 0 at entry (call again),
 * IOCTL_ARG_PRINTED once ", ADDR" is printed for a failed call, or -1 after the
 * separator, for the caller to print the value (ioctl_args.c). */
int ioctl_out_arg_begin(struct tcb *tcp, uint64_t arg);

/* The fields of a command number (x86_64 layout). */
#define IOCTL_DIR(code) (((code) >> 30) & 3u)
#define IOCTL_TYPE(code) (((code) >> 8) & 0xffu)
#define IOCTL_NR(code) ((code) & 0xffu)
#define IOCTL_SIZE(code) (((code) >> 16) & 0x3fffu)
#define IOCTL_DIR_NONE 0u
#define IOCTL_DIR_WRITE 1u
#define IOCTL_DIR_READ 2u

/* Terminal ioctls ('T'). */
int term_ioctl(struct tcb *tcp, unsigned int code, uint64_t arg);
/* File system ioctls: types 'X', 'f' and 0x94. */
int fs_x_ioctl(struct tcb *tcp, unsigned int code, uint64_t arg);
int fs_f_ioctl(struct tcb *tcp, unsigned int code, uint64_t arg);
int fs_0x94_ioctl(struct tcb *tcp, unsigned int code, uint64_t arg);

/*
 * The families of ioctl_args.c (simple shapes: none, a number, a descriptor,
 * one integer in memory), ioctl_loop.c, ioctl_struct.c, ioctl_sock.c, ioctl_mtd.c
 * and ioctl_ptp.c: each returns -1 for
 * a request it does not know, else as above.
 */
int ioctl_simple_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
int ioctl_loop_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
int ioctl_struct_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
int ioctl_sock_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
int ioctl_block_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
int ioctl_rtc_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
int ioctl_ubi_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
int ioctl_mtd_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
int ioctl_ptp_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* Video4Linux2 ('V', ioctl_v4l2.c). */
int ioctl_v4l2_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* Its extended controls (ioctl_v4l2_ctrls.c), at entry and exit. */
int ioctl_v4l2_ext_ctrls_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* Its formats (ioctl_v4l2_fmt.c): "fmt.TYPE={...}" as a field of the open struct
 * v4l2_format for a known buffer type (false for another, or when the overlay
 * clips could not be read); a fourcc code with its name from names (NULL: the
 * pixel formats) as a comment. */
struct v4l2_format;
bool v4l2_print_format_fmt(struct tcb *tcp, const struct v4l2_format *f);
void v4l2_print_fourcc(struct tcb *tcp, uint32_t fourcc, const struct xlat *names);
/* A struct v4l2_rect: {left, top, width, height}. */
struct v4l2_rect;
void v4l2_print_rect(struct tcb *tcp, const struct v4l2_rect *r);
/* Device mapper (0xfd, ioctl_dm.c). */
int ioctl_dm_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* Btrfs (0x94, ioctl_btrfs.c). */
int ioctl_btrfs_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* SCSI generic (0x22, ioctl_sg.c). */
int ioctl_sg_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* SG_IO's struct sg_io_hdr or sg_io_v4 (ioctl_sg_io.c), at entry and exit. */
int ioctl_sg_io_arg(struct tcb *tcp, uint64_t arg);
/* GPIO (0xB4, ioctl_gpio.c): what the kernel reads, at entry. */
int ioctl_gpio_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* TEE (0xa4, ioctl_tee.c): what the kernel reads, at entry. */
int ioctl_tee_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* Console fonts and maps ('K', ioctl_kd.c): what the kernel reads, at entry. */
int ioctl_kd_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* evdev key map settings ('E', ioctl_evdev_key.c), at entry. */
int ioctl_evdev_key_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* evdev force feedback (EVIOCSFF, ioctl_evdev_ff.c), at entry; the 'E'
 * requests that read and that no other file decodes (called last for 'E'). */
int ioctl_evdev_ff_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* KVM vCPU registers and CPUID entries (0xae, ioctl_kvm.c). */
int ioctl_kvm_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* Counter devices ('>', ioctl_counter.c): COUNTER_ADD_WATCH_IOCTL. */
int ioctl_counter_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* The random device ('R', ioctl_random.c): RNDADDENTROPY. */
int ioctl_random_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* perf events ('$', ioctl_perf.c): PERF_EVENT_IOC_QUERY_BPF, _MODIFY_ATTRIBUTES. */
int ioctl_perf_arg(struct tcb *tcp, unsigned int code, uint64_t arg);
/* struct perf_event_attr at addr, as perf_event_open shows it (perf_event.c). */
void print_perf_event_attr_at(struct tcb *tcp, uint64_t addr);
/* Requests strace decodes through a pointer, systrace not yet (ioctl_ptr.c). */
int ioctl_ptr_arg(struct tcb *tcp, unsigned int code, uint64_t arg);

/* Every request name, sorted by number (generated from the uapi headers). */
const struct xlat *ioctl_request_names(void);

#endif
